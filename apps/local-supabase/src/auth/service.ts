/**
 * The auth service: builds the parts on one database and configuration and hands them to the
 * routes. Each part owns one concern:
 *   users.ts         user and identity rows, the user JSON, shared row writes
 *   sessions.ts      sessions, access tokens, refresh-token rotation and reuse detection, logout
 *   verification.ts  email tokens and the emails carrying them, redirects, /recover /resend /verify
 *   accounts.ts      sign-up, password sign-in, get/update user, demo seed
 *   ../mailbox/mailer.ts  the development mailbox the emails land in
 */
import type { Config } from '../config.ts';
import type { DB } from '../db/client.ts';
import { Accounts } from './accounts.ts';
import { Mailer } from '../mailbox/mailer.ts';
import { Sessions } from './sessions.ts';
import { UserStore } from './users.ts';
import { Verification } from './verification.ts';

export class AuthService {
  readonly mailer: Mailer;
  readonly users: UserStore;
  readonly sessions: Sessions;
  readonly verification: Verification;
  readonly accounts: Accounts;

  constructor(
    readonly db: DB,
    readonly config: Config,
  ) {
    this.mailer = new Mailer(db);
    this.users = new UserStore(db);
    this.sessions = new Sessions(db, config, this.users);
    this.verification = new Verification(db, config, this.users, this.sessions, this.mailer);
    this.accounts = new Accounts(db, config, this.users, this.sessions, this.verification);
  }
}
