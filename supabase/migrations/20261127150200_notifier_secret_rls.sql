-- The unsubscribe links' secret (private.notifier_secret, 20261127150100) gets row-level
-- security with no policy, as the figures' cache did (20261127143000): the API roles already
-- have no privilege on it, and a mistaken grant would still read no row. Its only reader,
-- private.unsubscribe_token(), runs as the table's owner, which RLS does not bind.
alter table private.notifier_secret enable row level security;
