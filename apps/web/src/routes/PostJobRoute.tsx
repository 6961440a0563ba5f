import { PostJobScreen, paths, toastCopy, type JobForm } from '@brand/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { postJob } from '../data/jobs';

/**
 * Post a Job: the form is inserted as the caller's job. While the insert runs the screen is
 * busy ('Posting...'); on success the spec's toast and /jobs, where the job is first; when the
 * network or the database refuses, the failure toast and the form as typed.
 */
export function PostJobRoute() {
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  const post = async (form: JobForm) => {
    setFailed(false);
    try {
      await postJob(form);
    } catch (error) {
      console.warn('Could not post the job', error);
      setFailed(true);
      toast.error(toastCopy.errorTitle, { description: toastCopy.jobPostFailed });
      return;
    }
    toast.success(toastCopy.successTitle, { description: toastCopy.jobPosted });
    navigate(paths.jobs);
  };

  return <PostJobScreen onSubmit={post} error={failed} cancelHref={paths.jobs} />;
}
