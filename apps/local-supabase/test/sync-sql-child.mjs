// Runs one SQL statement for test/helpers.ts's synchronous `svc.db.prepare(...)` (the auth
// tests read the database synchronously, as they did when it was SQLite): reads
// {pg, text, args, mode} on stdin, prints the result as JSON. search_path: auth, mailbox, public.
import postgres from 'postgres';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const { pg, text, args, mode } = JSON.parse(input);
const sql = postgres({
  ...pg,
  max: 1,
  onnotice: () => {},
  connection: { search_path: 'auth,local_mailbox,public', TimeZone: 'UTC' },
  types: { int8: { to: 20, from: [20], serialize: String, parse: Number } },
});
let n = 0;
try {
  const rows = await sql.unsafe(
    text.replace(/\?/g, () => `$${++n}`),
    args,
  );
  const out = mode === 'get' ? rows[0] : mode === 'all' ? [...rows] : { changes: rows.count };
  process.stdout.write(JSON.stringify(out ?? null));
} finally {
  await sql.end({ timeout: 1 });
}
