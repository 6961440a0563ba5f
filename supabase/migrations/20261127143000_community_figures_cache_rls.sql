-- Review finding on issue 37: private.community_figures_cache had no row-level security. It
-- holds only the community's totals and community_figures() (SECURITY DEFINER, run as the
-- table's owner, which RLS does not bind) is its only reader, but anon and authenticated have
-- usage on schema private. So: RLS on with no policy (a role granted the table by mistake
-- would still read no row), and no privileges for the API roles. private.monthly_fee goes back
-- to the owner and service_role too: community_figures() computes the fee as its owner, so the
-- API roles need nothing in private for the figures.
alter table private.community_figures_cache enable row level security;
revoke all on private.community_figures_cache from public, anon, authenticated;
revoke all on function private.monthly_fee(integer) from public, anon, authenticated;
