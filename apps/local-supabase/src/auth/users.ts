/**
 * User and identity rows: reading them, the user JSON GoTrue answers with, and the row writes the
 * flows share (creating a user with its email identity, confirming an address, applying an email
 * change). Writes expect the caller's transaction. No HTTP and no business rules here.
 */
import { randomUUID } from 'node:crypto';
import type { DB } from '../db/client.ts';

export type Json = Record<string, unknown>;

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string;
  email_confirmed_at: string | null;
  confirmation_token: string | null;
  confirmation_sent_at: string | null;
  recovery_token: string | null;
  recovery_sent_at: string | null;
  email_change: string | null;
  email_change_token_new: string | null;
  email_change_sent_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: string;
  raw_user_meta_data: string;
  is_anonymous: boolean;
  created_at: string;
  updated_at: string;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  provider: string;
  identity_data: string;
  email: string | null;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
}

/** auth.one_time_token_type values this service issues. */
export type TokenType = 'confirmation_token' | 'recovery_token' | 'email_change_token_new';

export const AUD = 'authenticated';
export const ROLE = 'authenticated';
export const EMAIL_APP_METADATA = { provider: 'email', providers: ['email'] };

export const nowIso = () => new Date().toISOString();

export function parseJson(text: string): Json {
  const v: unknown = JSON.parse(text);
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {};
}

/** Present only when set, as GoTrue's `omitempty` fields. */
function optional(out: Json, key: string, value: string | null): void {
  if (value) out[key] = value;
}

export class UserStore {
  constructor(private readonly db: DB) {}

  byId(id: string): Promise<UserRow | undefined> {
    return this.db.get<UserRow>('SELECT * FROM users WHERE id = ?', id);
  }

  byEmail(email: string): Promise<UserRow | undefined> {
    return this.db.get<UserRow>('SELECT * FROM users WHERE email = ?', email);
  }

  /** The user object of GoTrue's answers, identities included. */
  async json(u: UserRow): Promise<Json> {
    const identities = await this.db.all<IdentityRow>(
      'SELECT * FROM identities WHERE user_id = ? ORDER BY created_at',
      u.id,
    );
    const out: Json = { id: u.id, aud: u.aud, role: u.role, email: u.email };
    optional(out, 'email_confirmed_at', u.email_confirmed_at);
    out.phone = '';
    optional(out, 'confirmation_sent_at', u.confirmation_sent_at);
    optional(out, 'confirmed_at', u.email_confirmed_at);
    optional(out, 'recovery_sent_at', u.recovery_sent_at);
    optional(out, 'new_email', u.email_change);
    optional(out, 'email_change_sent_at', u.email_change_sent_at);
    optional(out, 'last_sign_in_at', u.last_sign_in_at);
    out.app_metadata = parseJson(u.raw_app_meta_data);
    out.user_metadata = parseJson(u.raw_user_meta_data);
    out.identities = identities.map((i) => {
      const id: Json = {
        identity_id: i.id,
        id: i.provider_id,
        user_id: i.user_id,
        identity_data: parseJson(i.identity_data),
        provider: i.provider,
      };
      optional(id, 'last_sign_in_at', i.last_sign_in_at);
      id.created_at = i.created_at;
      id.updated_at = i.updated_at;
      optional(id, 'email', i.email);
      return id;
    });
    out.created_at = u.created_at;
    out.updated_at = u.updated_at;
    out.is_anonymous = u.is_anonymous === true;
    return out;
  }

  /**
   * Inserts an email user and its email identity; `metadata` becomes the user metadata, under
   * the identity claims. Returns the new user's id.
   */
  async insert(
    email: string,
    passwordHash: string,
    metadata: Json,
    confirmed: boolean,
  ): Promise<string> {
    const now = nowIso();
    const id = randomUUID();
    const identityData = {
      ...metadata,
      sub: id,
      email,
      email_verified: confirmed,
      phone_verified: false,
    };
    await this.db.run(
      `INSERT INTO users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
         VALUES ('00000000-0000-0000-0000-000000000000', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      id,
      AUD,
      ROLE,
      email,
      passwordHash,
      confirmed ? now : null,
      JSON.stringify(EMAIL_APP_METADATA),
      JSON.stringify(identityData),
      now,
      now,
    );
    await this.db.run(
      `INSERT INTO identities (id, provider_id, user_id, provider, identity_data, created_at, updated_at)
         VALUES (?, ?, ?, 'email', ?, ?, ?)`,
      randomUUID(),
      id,
      id,
      JSON.stringify(identityData),
      now,
      now,
    );
    return id;
  }

  /** Marks the address confirmed (keeping an earlier confirmation time) and spends the token. */
  async confirm(u: UserRow): Promise<void> {
    const now = nowIso();
    const meta = { ...parseJson(u.raw_user_meta_data), email_verified: true };
    await this.db.run(
      'UPDATE users SET email_confirmed_at = ?, confirmation_token = NULL, raw_user_meta_data = ?, updated_at = ? WHERE id = ?',
      u.email_confirmed_at ?? now,
      JSON.stringify(meta),
      now,
      u.id,
    );
    await this.dropToken(u.id, 'confirmation_token');
    for (const i of await this.emailIdentities(u.id)) {
      const d = { ...parseJson(i.identity_data), email_verified: true };
      await this.db.run(
        'UPDATE identities SET identity_data = ?, updated_at = ? WHERE id = ?',
        JSON.stringify(d),
        now,
        i.id,
      );
    }
  }

  /** Moves the user and its email identities to `newEmail` and clears the pending change. */
  async applyEmailChange(u: UserRow, newEmail: string): Promise<void> {
    const now = nowIso();
    const meta = { ...parseJson(u.raw_user_meta_data), email: newEmail };
    await this.db.run(
      `UPDATE users SET email = ?, email_change = NULL, email_change_token_new = NULL, email_change_sent_at = NULL,
           raw_user_meta_data = ?, updated_at = ? WHERE id = ?`,
      newEmail,
      JSON.stringify(meta),
      now,
      u.id,
    );
    await this.dropToken(u.id, 'email_change_token_new');
    for (const i of await this.emailIdentities(u.id)) {
      const d = { ...parseJson(i.identity_data), email: newEmail };
      await this.db.run(
        'UPDATE identities SET identity_data = ?, updated_at = ? WHERE id = ?',
        JSON.stringify(d),
        now,
        i.id,
      );
    }
  }

  /**
   * Records an email token in auth.one_time_tokens as GoTrue does (one per user and type; the
   * users column keeps it too, where the verification flows look it up).
   */
  async recordToken(
    userId: string,
    type: TokenType,
    hash: string,
    relatesTo: string,
  ): Promise<void> {
    await this.db.run(
      `INSERT INTO one_time_tokens (id, user_id, token_type, token_hash, relates_to)
       VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (user_id, token_type) DO UPDATE SET token_hash = excluded.token_hash,
         relates_to = excluded.relates_to, updated_at = now()`,
      randomUUID(),
      userId,
      type,
      hash,
      relatesTo,
    );
  }

  /** A spent token leaves auth.one_time_tokens. */
  async dropToken(userId: string, type: TokenType): Promise<void> {
    await this.db.run(
      'DELETE FROM one_time_tokens WHERE user_id = ? AND token_type = ?',
      userId,
      type,
    );
  }

  private emailIdentities(userId: string): Promise<IdentityRow[]> {
    return this.db.all<IdentityRow>(
      "SELECT * FROM identities WHERE user_id = ? AND provider = 'email'",
      userId,
    );
  }
}
