import { WebhooksPanel } from '@brand/ui';
import {
  addWebhookEndpoint,
  deleteWebhookEndpoint,
  revealWebhookSecret,
  rotateWebhookSecret,
  sendWebhookTest,
  setWebhookEnabled,
  useWebhooks,
} from '../data/webhooks';
import { toast } from '../app/toast';
import { useSessionUser } from '../session/SessionProvider';

/** Says what failed with the database's words, and lets the panel keep its state. */
function failed(what: string) {
  return (error: unknown): never => {
    toast.error(what, {
      description: error instanceof Error ? error.message : 'Please try again.',
    });
    throw error;
  };
}

/** The Notifications tab's webhooks: the panel, wired to the database. */
export function WebhooksSection() {
  const user = useSessionUser();
  const webhooks = useWebhooks(user?.id);
  const data = webhooks.status === 'ready' ? webhooks.data : { endpoints: [], deliveries: [] };
  const refresh = webhooks.reload;

  return (
    <WebhooksPanel
      endpoints={data.endpoints}
      deliveries={data.deliveries}
      status={webhooks.status}
      error={webhooks.status === 'error' ? 'Your webhooks could not be loaded.' : undefined}
      onRetry={refresh}
      onAdd={async (url, types) => {
        const made = await addWebhookEndpoint(url, types);
        toast.success('Endpoint added', { description: 'Copy its signing secret now.' });
        refresh();
        return made;
      }}
      onRevealSecret={(id) => revealWebhookSecret(id).catch(failed('Could not reveal the secret'))}
      onRotateSecret={async (id) => {
        const made = await rotateWebhookSecret(id).catch(failed('Could not rotate the secret'));
        toast.success('Secret rotated', {
          description: 'Copy the new secret now. The old one also signs for 24 hours.',
        });
        refresh();
        return made;
      }}
      onSendTest={async (id) => {
        await sendWebhookTest(id).catch(failed('Test event not sent'));
        toast.success('Test event queued', {
          description: 'Its delivery appears below with the response code.',
        });
      }}
      onDelete={async (id) => {
        await deleteWebhookEndpoint(id).catch(failed('Could not delete the endpoint'));
        toast.success('Endpoint deleted');
        refresh();
      }}
      onToggle={async (id, enabled) => {
        await setWebhookEnabled(id, enabled).catch(failed('Could not change the endpoint'));
        refresh();
      }}
      onCopy={(text) => {
        navigator.clipboard.writeText(text).then(
          () => toast.success('Copied to the clipboard'),
          () => toast.error('Could not copy', { description: 'Select the text and copy it.' }),
        );
      }}
    />
  );
}
