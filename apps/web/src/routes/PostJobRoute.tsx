import { PostJobScreen, jobFromForm, paths, toastCopy, type JobForm } from '@brand/ui';
import { sampleOwnProfile } from '@brand/ui/sample-data';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { updateSessionData } from '../data/sessionStore';
import { simulateServerCall } from '../data/simulate';

export function PostJobRoute() {
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  const post = async (form: JobForm) => {
    setFailed(false);
    try {
      await simulateServerCall(() => {
        const job = jobFromForm(form, {
          id: `posted-${Date.now().toString(36)}`,
          postedAt: 'Just now',
          client: {
            name: sampleOwnProfile.name,
            avatar: sampleOwnProfile.avatar,
            rating: sampleOwnProfile.rating,
            jobsPosted: 1,
            memberSince: sampleOwnProfile.memberSince,
          },
        });
        updateSessionData((data) => ({ ...data, postedJobs: [job, ...data.postedJobs] }));
      });
      toast.success(toastCopy.successTitle, { description: toastCopy.jobPosted });
      navigate(paths.jobs);
    } catch {
      setFailed(true);
      toast.error(toastCopy.errorTitle, { description: toastCopy.jobPostFailed });
    }
  };

  return <PostJobScreen onSubmit={post} error={failed} cancelHref={paths.jobs} />;
}
