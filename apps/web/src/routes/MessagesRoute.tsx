import { MessagesScreen, createOwnMessage, toastCopy } from '@brand/ui';
import { sampleConversations, sampleMessages, sampleOwnUserId } from '@brand/ui/sample-data';
import { useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { updateSessionData, useSessionData } from '../data/sessionStore';

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** Messages: the URL follows the selection; sent messages are kept for the session. */
export function MessagesRoute() {
  const { conversationId } = useParams();
  const { sentMessages } = useSessionData();
  const selected = sampleConversations.find((c) => c.id === conversationId);
  const messages = selected
    ? [...(sampleMessages[selected.id] ?? []), ...(sentMessages[selected.id] ?? [])]
    : undefined;

  const send = (id: string, text: string) => {
    const message = createOwnMessage({
      id: `sent-${Date.now().toString(36)}`,
      senderId: sampleOwnUserId,
      content: text,
      timestamp: timeFormat.format(new Date()),
    });
    try {
      updateSessionData((data) => ({
        ...data,
        sentMessages: { ...data.sentMessages, [id]: [...(data.sentMessages[id] ?? []), message] },
      }));
    } catch {
      toast.error(toastCopy.errorTitle, { description: toastCopy.messageSendFailed });
    }
  };

  return (
    <MessagesScreen
      conversations={sampleConversations}
      selectedId={selected?.id}
      messages={messages}
      onSend={send}
    />
  );
}
