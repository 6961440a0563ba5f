-- Structure: migrations recorded as the CLI records them, RLS on every table, enumerations
-- equal to the UI's constants, the realtime publication, grants and helper hygiene.

select tests.eq(
  (select array_agg(name order by version) from supabase_migrations.schema_migrations),
  :'migrations'::text[],
  'every file in supabase/migrations (listed by the runner) recorded in supabase_migrations.schema_migrations, in order'
);
select tests.ok(
  (select bool_and(version ~ '^[0-9]{14}$' and cardinality(statements) >= 1)
   from supabase_migrations.schema_migrations),
  'schema_migrations rows have a 14-digit version and their statements'
);

-- Row-level security is on for every table in public, and every table has policies.
select tests.eq(
  (select array_agg(c.relname::text order by c.relname)
   from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity),
  null::text[],
  'row-level security enabled on every table in public'
);
select tests.eq(
  (select array_agg(c.relname::text order by c.relname)
   from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relkind = 'r'),
  array['conversations', 'email_outbox', 'engagements', 'invitations', 'jobs', 'messages', 'notifications', 'portfolio_items', 'profiles', 'proposals', 'reviews', 'user_settings',
        'webhook_deliveries', 'webhook_endpoints'],
  'the tables of the schema'
);
select tests.eq(
  (select array_agg(c.relname::text order by c.relname)
   from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relkind = 'r'
     and not exists (select 1 from pg_policy p where p.polrelid = c.oid)),
  null::text[],
  'every table has at least one policy'
);

-- Enumerations equal packages/ui/src/domain/constants.ts (read by run.sh), in order.
select tests.eq(enum_range(null::public.job_category)::text[], :'ui_categories'::text[],
  'job_category = UI categories');
select tests.eq(enum_range(null::public.experience_level)::text[], :'ui_experience'::text[],
  'experience_level = UI experienceLevels');
select tests.eq(enum_range(null::public.job_timeline)::text[], :'ui_timelines'::text[],
  'job_timeline = UI timelines');
select tests.eq(enum_range(null::public.profile_visibility)::text[],
  array['public', 'members', 'private'], 'profile_visibility = UI ProfileVisibility');
-- The hiring loop's statuses (20261127120000_hiring_loop_enums, 20261127120100_hiring_loop).
select tests.eq(enum_range(null::public.job_status)::text[],
  array['open', 'in_progress', 'closed'], 'job_status: open, in_progress, closed');
select tests.eq(enum_range(null::public.proposal_status)::text[],
  array['pending', 'accepted', 'declined', 'withdrawn', 'not_selected'], 'proposal_status with not_selected');
select tests.eq(enum_range(null::public.engagement_status)::text[],
  array['active', 'awaiting_confirmation', 'completed', 'cancelled'], 'engagement_status');

-- Realtime publication: messages, conversations, jobs, proposals, engagements,
-- invitations and reviews, and the migrations are re-runnable.
select tests.eq(
  (select array_agg(tablename::text order by tablename) from pg_publication_tables
   where pubname = 'supabase_realtime'),
  array['conversations', 'engagements', 'invitations', 'jobs', 'messages', 'notifications', 'proposals', 'reviews', 'webhook_deliveries'],
  'supabase_realtime publishes messages, conversations, jobs, proposals, engagements, invitations, notifications, reviews and webhook deliveries'
);
\i supabase/migrations/20261123150200_realtime.sql
\i supabase/migrations/20261123150300_realtime_jobs_proposals.sql
\i supabase/migrations/20261127120200_realtime_engagements.sql
\i supabase/migrations/20261128102000_realtime_reviews.sql
select tests.eq(
  (select count(*)::integer from pg_publication_tables where pubname = 'supabase_realtime'),
  9, 'the realtime migrations can run again without error or duplicates'
);

-- Local bootstrap: roles as hosted has them.
select tests.eq(
  (select array_agg(format('%s:%s:%s:%s', rolname, rolcanlogin, rolinherit, rolbypassrls) order by rolname)
   from pg_roles where rolname in ('anon', 'authenticated', 'service_role', 'authenticator')),
  array['anon:f:f:f', 'authenticated:f:f:f', 'authenticator:t:f:f', 'service_role:f:f:t'],
  'roles anon, authenticated, service_role, authenticator with hosted attributes'
);
select tests.ok(
  pg_has_role('authenticator', 'anon', 'member')
  and pg_has_role('authenticator', 'authenticated', 'member')
  and pg_has_role('authenticator', 'service_role', 'member'),
  'authenticator can switch to the three API roles'
);

-- auth helpers read request.jwt.claims as hosted Supabase does.
select tests.act_as('A');
select tests.eq(auth.uid(), tests.id('A'), 'auth.uid() is the JWT sub');
select tests.eq(auth.role(), 'authenticated', 'auth.role() is the JWT role');
select tests.eq(auth.jwt() ->> 'email', 'a@example.com', 'auth.jwt() is the claims object');
select tests.act_as('anon');
select tests.eq(auth.uid(), null::uuid, 'auth.uid() is NULL for the anon key');
select tests.eq(auth.role(), 'anon', 'auth.role() is anon for the anon key');
select tests.act_as('postgres');
select tests.eq(auth.uid(), null::uuid, 'auth.uid() is NULL with empty claims (no error)');
select set_config('request.jwt.claim.sub', tests.id('B')::text, true);
select tests.eq(auth.uid(), tests.id('B'), 'the legacy request.jwt.claim.sub setting takes precedence');
select set_config('request.jwt.claim.sub', '', true);

-- anon holds no privilege at all on tables with nothing public.
select tests.eq(
  (select array_agg(t order by t) from unnest(array['profiles', 'user_settings', 'proposals',
     'conversations', 'messages', 'conversation_summaries', 'engagements', 'invitations']) as t
   where has_table_privilege('anon', 'public.' || t, 'select,insert,update,delete')),
  null::text[],
  'anon has no privilege on profiles, settings, proposals, conversations, messages, engagements, invitations'
);
select tests.eq(
  (select array_agg(t order by t) from unnest(array['profiles', 'user_settings', 'portfolio_items',
     'jobs', 'proposals', 'conversations', 'messages', 'reviews', 'engagements', 'invitations']) as t
   where has_table_privilege('anon', 'public.' || t, 'insert,update,delete,truncate')),
  null::text[],
  'anon can write nowhere'
);
select tests.ok(
  not has_column_privilege('authenticated', 'public.messages', 'body', 'update')
  and not has_column_privilege('authenticated', 'public.messages', 'sender_id', 'update')
  and has_column_privilege('authenticated', 'public.messages', 'read_at', 'update'),
  'of a message, only read_at can be updated'
);
select tests.ok(
  not has_column_privilege('authenticated', 'public.jobs', 'owner_id', 'update')
  and not has_column_privilege('authenticated', 'public.proposals', 'freelancer_id', 'update')
  and not has_column_privilege('authenticated', 'public.proposals', 'job_id', 'update')
  and not has_column_privilege('authenticated', 'public.reviews', 'reviewee_id', 'update'),
  'owners, freelancers, jobs and reviewees of rows cannot be reassigned'
);

-- SECURITY DEFINER functions are the documented few, each with a fixed search_path.
select tests.eq(
  (select array_agg(n.nspname || '.' || p.proname order by n.nspname, p.proname)
   from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where p.prosecdef and n.nspname in ('public', 'private')),
  (select array_agg(f order by f) from unnest(
    array['private.account_deleted', 'private.account_removed', 'private.can_see_profile', 'private.close_job_proposals',
          'private.involved_in_job', 'private.job_in_use', 'private.job_owner_and_status',
          'private.owns_job', 'private.profile_has_account', 'private.refresh_community_figures',
          'private.review_published', 'public.accept_proposal', 'public.applicants',
          'public.check_session', 'public.community_figures', 'public.delete_my_account',
          'public.profile_access',
          'public.search_open_jobs',
          'public.create_webhook_endpoint', 'public.send_webhook_test', 'public.webhook_endpoint_secret',
          'private.webhook_fan_out']
    -- the notification triggers (issue 36: 20261127150000_notifications)
    || array['private.notify', 'private.notify_engagement', 'private.notify_invitation', 'private.notify_message',
             'private.notify_proposal', 'private.notify_review', 'private.read_message_notification',
             'private.email_wanted', 'private.queue_notification_email', 'private.unsubscribe_token',
             'private.queue_due_digests', 'public.unsubscribe']
    -- a withdrawal retires its notification; Rotate secret (20261128101100, 20261128101200)
    || array['private.retire_withdrawn_proposal_notification', 'public.rotate_webhook_secret']
    -- the auth.users insert trigger (20261127100000_profiles_from_auth_users), once present
    || case when to_regproc('private.create_profile_for_new_user') is not null
         then array['private.create_profile_for_new_user'] else '{}' end) as f),
  'security definer functions are exactly the documented ones'
);
select tests.eq(
  (select array_agg(p.proname::text order by p.proname)
   from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where p.prosecdef and n.nspname in ('public', 'private')
     and not coalesce(p.proconfig @> array['search_path=""'], false)),
  null::text[],
  'every security definer function pins search_path'
);
select tests.ok(
  not has_function_privilege('anon', 'public.start_conversation(uuid, uuid)', 'execute')
  and not has_function_privilege('anon', 'public.mark_conversation_read(uuid)', 'execute')
  and not has_function_privilege('anon', 'public.unread_message_count()', 'execute')
  and not has_function_privilege('authenticated', 'private.guard_proposal()', 'execute'),
  'anon cannot call the messaging RPCs; nobody calls trigger functions directly'
);
select tests.eq(
  (select array_agg(c.relname::text order by c.relname) from pg_class c
   join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'private'),
  array['community_figures_cache', 'community_figures_cache_pkey',
        -- issue 36: the unsubscribe links' secret and the operators' dead-letter view
        'email_dead_letters', 'notifier_secret', 'notifier_secret_pkey'],
  'the private schema holds functions, the community figures'' one-row cache, the notifier''s secret and dead letters'
);
select tests.ok(
  not has_function_privilege('authenticated', 'private.guard_proposal()', 'execute')
  and not has_function_privilege('authenticated', 'private.stamp_created_at()', 'execute')
  and not has_function_privilege('authenticated', 'private.guard_job_delete()', 'execute'),
  'trigger functions are not callable by API roles'
);

-- The views: profile_cards reads past RLS on purpose (security barrier);
-- conversation_summaries runs with the caller's rights.
select tests.ok(
  (select reloptions @> array['security_barrier=true'] from pg_class where oid = 'public.profile_cards'::regclass),
  'profile_cards is a security-barrier view'
);
select tests.ok(
  (select reloptions @> array['security_invoker=true'] from pg_class where oid = 'public.conversation_summaries'::regclass),
  'conversation_summaries is a security-invoker view'
);

-- The hiring loop's writes: an engagement's status and reason only; invitations inserted,
-- never changed; RPCs for signed-in users only.
select tests.ok(
  has_column_privilege('authenticated', 'public.engagements', 'status', 'update')
  and has_column_privilege('authenticated', 'public.engagements', 'cancel_reason', 'update')
  and not has_column_privilege('authenticated', 'public.engagements', 'amount', 'update')
  and not has_column_privilege('authenticated', 'public.engagements', 'completed_at', 'update')
  and not has_table_privilege('authenticated', 'public.engagements', 'insert,delete')
  and not has_column_privilege('authenticated', 'public.invitations', 'message_id', 'insert')
  and not has_table_privilege('authenticated', 'public.invitations', 'update,delete'),
  'engagements: only status and cancel_reason are writable; invitations: no message or conversation of one''s choosing'
);
select tests.eq(
  (select array_agg(f order by f) from unnest(array['accept_proposal(uuid,numeric,text)', 'decline_proposal(uuid,text)',
     'withdraw_proposal(uuid)', 'mark_engagement_complete(uuid)', 'complete_engagement(uuid)',
     'cancel_engagement(uuid,text)', 'invite_to_job(uuid,uuid,text)']) as f
   where has_function_privilege('anon', 'public.' || f, 'execute')
      or not has_function_privilege('authenticated', 'public.' || f, 'execute')),
  null::text[],
  'the hiring RPCs: signed-in users call them, anon does not'
);
