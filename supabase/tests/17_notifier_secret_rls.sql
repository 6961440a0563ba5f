-- The unsubscribe links' secret: row-level security on, no policy, no privilege for the API
-- roles, and links are still signed (their only reader runs as the table's owner).

select tests.ok(
  (select relrowsecurity from pg_class where oid = 'private.notifier_secret'::regclass),
  'the unsubscribe secret has row-level security on'
);
select tests.eq(
  (select count(*)::integer from pg_policies where schemaname = 'private' and tablename = 'notifier_secret'),
  0,
  'and no policy: no API role reads a row of it'
);
select tests.ok(
  not has_table_privilege('anon', 'private.notifier_secret', 'select,insert,update,delete')
  and not has_table_privilege('authenticated', 'private.notifier_secret', 'select,insert,update,delete'),
  'anon and authenticated have no privilege on the secret'
);
select tests.ok(
  private.unsubscribe_token('00000000-0000-0000-0000-00000000000a', 'email_notifications')
    ~ '^00000000-0000-0000-0000-00000000000a\.email_notifications\.[0-9a-f]{64}$',
  'unsubscribe links are still signed'
);
select tests.act_as('anon');
select tests.throws($$select secret from private.notifier_secret$$, '42501', 'anon cannot read the secret');
select tests.act_as('postgres');
