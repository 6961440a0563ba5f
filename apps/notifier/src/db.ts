import postgres from 'postgres';
import type { NotifierConfig } from './config.ts';

/** A small pool to the database as a trusted role (the outbox is not reachable otherwise). */
export function connect(database: NotifierConfig['database'], max = 2): postgres.Sql {
  const common = {
    max,
    idle_timeout: 30,
    connect_timeout: 10,
    onnotice: () => {},
    connection: { application_name: 'fairlance-notifier', TimeZone: 'UTC' },
  };
  if (typeof database === 'string') return postgres(database, common);
  const t = typeof database === 'function' ? database() : database;
  return postgres({ ...common, host: t.host, port: t.port, user: t.user, database: t.database });
}
