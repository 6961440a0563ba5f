import { paths, toastCopy } from '@brand/ui';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../app/toast';
import { openConversation } from '../data/openConversation';

/**
 * 'Message', 'Message Client' and a proposal's 'Message': opens (or creates) the conversation
 * with that person and goes to it. `busyWith` is the person being opened, for the busy button.
 */
export function useStartConversation() {
  const navigate = useNavigate();
  const [busyWith, setBusyWith] = useState<string>();
  const start = useCallback(
    async (otherUserId: string) => {
      setBusyWith(otherUserId);
      try {
        const id = await openConversation(otherUserId);
        navigate(paths.conversation(id));
      } catch (error) {
        console.warn('Could not open the conversation:', error);
        toast.error(toastCopy.errorTitle, { description: toastCopy.conversationOpenFailed });
        setBusyWith(undefined);
      }
    },
    [navigate],
  );
  return { start, busyWith };
}
