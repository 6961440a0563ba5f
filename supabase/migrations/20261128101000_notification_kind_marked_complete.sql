-- A notification kind for the freelancer marking the work complete (issue 36): the client is
-- told to confirm it. Its own migration: a new enum value cannot be used in the transaction
-- that adds it; 20261128101100 makes the notifications.
alter type public.notification_kind add value if not exists 'engagement_marked_complete' after 'invitation_received';
