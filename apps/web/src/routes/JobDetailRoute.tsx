import { JobDetailScreen, paths } from '@brand/ui';
import { getSampleJob } from '@brand/ui/sample-data';
import { useParams } from 'react-router-dom';
import { useSessionData } from '../data/sessionStore';

export function JobDetailRoute() {
  const { jobId = '' } = useParams();
  const { postedJobs } = useSessionData();
  const job = postedJobs.find((posted) => posted.id === jobId) ?? getSampleJob(jobId);
  return <JobDetailScreen job={job} backHref={paths.jobs} />;
}
