import { JobDetailScreen, paths } from '@brand/ui';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { getJob, type JobWithOwner } from '../data/jobs';
import { ScreenLoadError, ScreenLoading } from './ScreenStatus';

type State =
  { id: string; found: JobWithOwner | undefined } | { id: string; error: unknown; attempt: number };

/**
 * One job from the database: 'Job not found' when there is no such job, the caller may not
 * see it, or it is closed and not theirs. (Closing one's own job is `closeJob` in data/jobs;
 * JobDetailScreen has no control for it yet.)
 */
export function JobDetailRoute() {
  const { jobId = '' } = useParams();
  const [state, setState] = useState<State>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    getJob(jobId)
      .then((found) => current && setState({ id: jobId, found }))
      .catch((error: unknown) => current && setState({ id: jobId, error, attempt }));
    return () => {
      current = false;
    };
  }, [jobId, attempt]);

  if (!state || state.id !== jobId) return <ScreenLoading label="Loading the job…" />;
  if ('error' in state) {
    if (state.attempt !== attempt) return <ScreenLoading label="Loading the job…" />;
    return <ScreenLoadError error={state.error} onRetry={() => setAttempt((n) => n + 1)} />;
  }
  return <JobDetailScreen job={state.found?.job} backHref={paths.jobs} />;
}
