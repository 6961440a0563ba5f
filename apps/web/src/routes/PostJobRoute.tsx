import { useSessionUser } from '../session/SessionProvider';
import { PostJobScreen, emptyJobForm, paths, toastCopy, type JobForm } from '@brand/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../app/toast';
import { useDraft } from '../data/drafts';
import { postJob } from '../data/jobs';
import { limitMessage } from '../data/limits';
import { useLeaveGuard } from './useLeaveGuard';

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
  // Anything typed and not posted: leaving asks first (the draft stays in this tab).
  const [typed, setTyped] = useState(() => hasInput({ ...emptyJobForm, ...initial }));
  const guard = useLeaveGuard(typed, {
    title: 'Leave without posting?',
    description:
      'Your job is not posted yet. What you typed stays as a draft in this tab, ready when you come back to Post a Job.',
    confirmLabel: 'Leave',
  });

  const post = async (form: JobForm) => {
    setFailed(false);
    try {
      await postJob(form);
    } catch (error) {
      console.warn('Could not post the job', error);
      setFailed(true);
      toast.error(toastCopy.errorTitle, {
        description: limitMessage(error) ?? toastCopy.jobPostFailed,
      });
      return;
    }
    clearDraft();
    toast.success(toastCopy.successTitle, { description: toastCopy.jobPosted });
    guard.allowLeave();
    navigate(paths.jobs);
  };

  return (
    <>
      <PostJobScreen
        onSubmit={post}
        error={failed}
        cancelHref={paths.jobs}
        defaultValues={initial}
        onValuesChange={(values) => {
          setDraft(values);
          setTyped(hasInput(values));
        }}
      />
      {guard.dialog}
    </>
  );
}

/** Whether anything differs from the empty form (the default location does not count). */
function hasInput(form: JobForm): boolean {
  return (Object.keys(emptyJobForm) as Array<keyof JobForm>).some(
    (key) => JSON.stringify(form[key]) !== JSON.stringify(emptyJobForm[key]),
  );
}
