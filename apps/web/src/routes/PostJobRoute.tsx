import { useSessionUser } from '../session/SessionProvider';
import { PostJobScreen, paths, toastCopy, type JobForm } from '@brand/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../app/toast';
import { useDraft } from '../data/drafts';
import { postJob } from '../data/jobs';

const noDraft: Partial<JobForm> = {};

/**
 * Post a Job: the form is inserted as the caller's job. While the insert runs the screen is
 * busy ('Posting...'); on success the success toast ('Your job has been posted successfully.')
 * and /jobs, where the job is first; when the network or the database refuses, the failure
 * toast and the form as typed. What is typed is kept as a draft (a session that ends
 * mid-form, a reload) until the job is posted.
 */
export function PostJobRoute() {
  const navigate = useNavigate();
  const user = useSessionUser();
  const [failed, setFailed] = useState(false);
  const [draft, setDraft, clearDraft] = useDraft<Partial<JobForm>>(
    user ? `post-job:${user.id}` : null,
    noDraft,
  );
  // The draft seeds the form once; afterwards the form owns its values.
  const [initial] = useState(draft);

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
    clearDraft();
    toast.success(toastCopy.successTitle, { description: toastCopy.jobPosted });
    navigate(paths.jobs);
  };

  return (
    <PostJobScreen
      onSubmit={post}
      error={failed}
      cancelHref={paths.jobs}
      defaultValues={initial}
      onValuesChange={setDraft}
    />
  );
}
