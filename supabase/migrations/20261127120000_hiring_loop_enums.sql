-- The hiring loop (issue 34), part 1: the new enum values. Postgres cannot use a value added
-- by ALTER TYPE ... ADD VALUE in the transaction that added it, and every migration runs in
-- its own transaction, so the values come first, alone; 20261127120100_hiring_loop.sql uses them.
--
--   job_status       open | in_progress | closed
--                    in_progress: the client accepted a proposal (an engagement exists); the job
--                    leaves the public list like a closed one, and takes no new proposals
--   proposal_status  pending | accepted | declined | withdrawn | not_selected
--                    not_selected: still pending when the client closed the job
--
-- Existing rows keep their values ('open', 'closed', 'pending', ...): nothing is rewritten.
alter type public.job_status add value if not exists 'in_progress' before 'closed';
alter type public.proposal_status add value if not exists 'not_selected';
