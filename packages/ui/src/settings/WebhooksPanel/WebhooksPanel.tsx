'use client';

import {
  AlertDialog,
  Badge,
  Button,
  Callout,
  Card,
  CheckboxGroup,
  Code,
  Flex,
  Heading,
  Spinner,
  Switch,
  Text,
  TextField,
  Link as ThemeLink,
} from '@radix-ui/themes';
import { useId, useState, type FormEvent, type HTMLAttributes, type Ref } from 'react';
import { paths } from '../../domain/paths';
import {
  webhookDeliverySummary,
  webhookEventLabels,
  webhookEventTypes,
  webhookUrlError,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '../../domain/webhooks';
import { cx } from '../../internal/cx';
import { Link } from '../../primitives/Link/LinkProvider';
import * as styles from './WebhooksPanel.css';

export interface WebhooksPanelProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'onToggle' | 'onCopy'
> {
  /** The person's endpoints, oldest first. */
  endpoints: WebhookEndpoint[];
  /** Recent deliveries to those endpoints, newest first (each endpoint lists its own). */
  deliveries: WebhookDelivery[];
  /** 'loading' draws a spinner, 'error' the `error` with 'Try again'. Default 'ready'. */
  status?: 'ready' | 'loading' | 'error';
  /** What went wrong loading the endpoints (with status 'error'). */
  error?: string;
  /** 'Try again' after a failed load. */
  onRetry?: () => void;
  /**
   * 'Add endpoint' with a checked URL and at least one event type. Resolves with the new
   * endpoint's signing secret, shown once under the form; a rejection's message is shown in the
   * form and the input kept.
   */
  onAdd: (url: string, eventTypes: string[]) => Promise<{ secret: string }>;
  /** 'Reveal secret': resolves with the endpoint's signing secret. */
  onRevealSecret: (endpointId: string) => Promise<string>;
  /**
   * 'Rotate secret', after the confirmation: resolves with the endpoint's new signing secret
   * (shown once, in the endpoint) and until when the old one still signs beside it. No
   * 'Rotate secret' button without it.
   */
  onRotateSecret?: (
    endpointId: string,
  ) => Promise<{ secret: string; previousSecretExpiresAt: string | null }>;
  /** 'Send test event'. */
  onSendTest: (endpointId: string) => Promise<unknown>;
  /** 'Delete endpoint', after the confirmation. */
  onDelete: (endpointId: string) => Promise<unknown>;
  /** The Enabled switch. */
  onToggle: (endpointId: string, enabled: boolean) => Promise<unknown>;
  /** 'Copy': the app puts the text on the clipboard (and says so). No Copy buttons without it. */
  onCopy?: (text: string) => void;
  /** The developers page (event schemas, signature checks). Default '/developers'. */
  developersHref?: string;
  /** How many deliveries each endpoint lists. Default 10. */
  deliveriesShown?: number;
  ref?: Ref<HTMLElement>;
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');
/** 'Nov 27, 12:40:05 UTC': the same on the server and in every browser. */
function formatTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${months[d.getUTCMonth()]} ${d.getUTCDate()}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} UTC`;
}

const statusColor = { succeeded: 'green', failed: 'red', pending: 'amber' } as const;
const eventLabel = (type: string) =>
  webhookEventLabels[type as keyof typeof webhookEventLabels] ?? type;

function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * Webhooks for automation tools, in the Notifications tab: add an HTTPS endpoint with the events
 * it receives (its signing secret is shown once, and can be revealed again), send a test event,
 * switch it off or delete it, and see each endpoint's recent deliveries with their response codes.
 */
export function WebhooksPanel({
  endpoints,
  deliveries,
  status = 'ready',
  error,
  onRetry,
  onAdd,
  onRevealSecret,
  onRotateSecret,
  onSendTest,
  onDelete,
  onToggle,
  onCopy,
  developersHref = paths.developers,
  deliveriesShown = 10,
  className,
  ...rest
}: WebhooksPanelProps) {
  const headingId = useId();
  const urlId = useId();
  const urlErrorId = useId();
  const typesErrorId = useId();
  const [url, setUrl] = useState('');
  const [types, setTypes] = useState<string[]>([]);
  const [urlError, setUrlError] = useState<string | null>(null);
  const [typesError, setTypesError] = useState<string | null>(null);
  const [addError, setAddError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [newSecret, setNewSecret] = useState<{ url: string; secret: string } | null>(null);
  const [secrets, setSecrets] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const [confirmDelete, setConfirmDelete] = useState<WebhookEndpoint | null>(null);
  const [confirmRotate, setConfirmRotate] = useState<WebhookEndpoint | null>(null);
  const [rotated, setRotated] = useState<{
    endpointId: string;
    secret: string;
    previousSecretExpiresAt: string | null;
  } | null>(null);

  const run = async (key: string, action: () => Promise<unknown>) => {
    if (pending[key]) return;
    setPending((p) => ({ ...p, [key]: true }));
    try {
      await action();
    } catch {
      // The app says what went wrong (a toast); the panel stays as it was.
    } finally {
      setPending((p) => ({ ...p, [key]: false }));
    }
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (adding) return;
    const badUrl = webhookUrlError(url);
    const badTypes = types.length === 0 ? 'Choose at least one event.' : null;
    setUrlError(badUrl);
    setTypesError(badTypes);
    setAddError(null);
    if (badUrl || badTypes) return;
    setAdding(true);
    try {
      const made = await onAdd(url.trim(), types);
      setNewSecret({ url: url.trim(), secret: made.secret });
      setUrl('');
      setTypes([]);
    } catch (e) {
      setAddError(errorText(e, 'The endpoint could not be added. Please try again.'));
    } finally {
      setAdding(false);
    }
  };

  return (
    <Card size={{ initial: '2', sm: '4' }} asChild>
      <section
        data-slot="webhooks-panel"
        aria-labelledby={headingId}
        aria-busy={status === 'loading' || undefined}
        className={cx(styles.root, className)}
        {...rest}
      >
        <div className={styles.header}>
          <Heading as="h2" size="5" id={headingId}>
            Webhooks
          </Heading>
          <Text as="p" size="2" className={styles.muted}>
            Send events to your own endpoint, for automation tools such as Zapier, Make or n8n.
            Every request is signed (Standard Webhooks) and tried again for up to 24 hours.{' '}
            <ThemeLink asChild highContrast underline="always">
              <Link href={developersHref}>Event schemas and signature checks</Link>
            </ThemeLink>
          </Text>
        </div>

        {status === 'loading' ? (
          <div role="status" className={styles.loading}>
            <Spinner size="3" />
            <Text size="2">Loading your webhooks…</Text>
          </div>
        ) : status === 'error' ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{error ?? 'Your webhooks could not be loaded.'}</Callout.Text>
            {onRetry && (
              <div>
                <Button variant="soft" color="red" onClick={onRetry}>
                  Try again
                </Button>
              </div>
            )}
          </Callout.Root>
        ) : (
          <>
            <form
              aria-label="Add a webhook endpoint"
              aria-busy={adding || undefined}
              className={styles.form}
              onSubmit={add}
              noValidate
            >
              <div className={styles.field}>
                <Text as="label" htmlFor={urlId} size="2" weight="medium">
                  Endpoint URL
                </Text>
                <TextField.Root
                  id={urlId}
                  type="url"
                  inputMode="url"
                  placeholder="https://example.com/webhooks"
                  value={url}
                  onChange={(e) => {
                    setUrl(e.target.value);
                    if (urlError) setUrlError(null);
                  }}
                  aria-invalid={urlError ? true : undefined}
                  aria-describedby={urlError ? urlErrorId : undefined}
                  size="3"
                />
                {urlError && (
                  <Text id={urlErrorId} size="2" className={styles.fieldError}>
                    {urlError}
                  </Text>
                )}
              </div>
              <fieldset
                className={styles.fieldset}
                aria-describedby={typesError ? typesErrorId : undefined}
              >
                <Text as="div" size="2" weight="medium" asChild>
                  <legend>Events</legend>
                </Text>
                <CheckboxGroup.Root
                  value={types}
                  onValueChange={(next) => {
                    setTypes(next);
                    if (typesError) setTypesError(null);
                  }}
                  className={styles.types}
                  name="event-types"
                >
                  {webhookEventTypes.map((type) => (
                    <CheckboxGroup.Item key={type} value={type}>
                      {webhookEventLabels[type]}
                    </CheckboxGroup.Item>
                  ))}
                </CheckboxGroup.Root>
                {typesError && (
                  <Text id={typesErrorId} size="2" className={styles.fieldError}>
                    {typesError}
                  </Text>
                )}
              </fieldset>
              {addError && (
                <Callout.Root color="red" role="alert" size="1">
                  <Callout.Text>{addError}</Callout.Text>
                </Callout.Root>
              )}
              <div className={styles.formFooter}>
                <Button type="submit" size="3" disabled={adding}>
                  {adding ? 'Adding…' : 'Add endpoint'}
                </Button>
              </div>
            </form>

            {newSecret && (
              <Callout.Root color="green" role="status" data-slot="webhook-new-secret">
                <Callout.Text>
                  Endpoint added: {newSecret.url}. Its signing secret is below: copy it into your
                  tool now. Only you can reveal it again, here.
                </Callout.Text>
                <Flex gap="2" align="center" wrap="wrap">
                  <Code size="2" className={styles.secret} aria-label="Signing secret">
                    {newSecret.secret}
                  </Code>
                  {onCopy && (
                    <Button size="1" variant="soft" onClick={() => onCopy(newSecret.secret)}>
                      Copy secret
                    </Button>
                  )}
                  <Button size="1" variant="ghost" onClick={() => setNewSecret(null)}>
                    Done
                  </Button>
                </Flex>
              </Callout.Root>
            )}

            <div className={styles.listHeader}>
              <Heading as="h3" size="3">
                Your endpoints
              </Heading>
            </div>
            {endpoints.length === 0 ? (
              <Text as="p" size="2" className={styles.muted}>
                No endpoints yet. Add one above to receive events.
              </Text>
            ) : (
              <ul className={styles.list} aria-label="Your endpoints">
                {endpoints.map((endpoint) => {
                  const mine = deliveries
                    .filter((d) => d.endpointId === endpoint.id)
                    .slice(0, deliveriesShown);
                  const secret = secrets[endpoint.id];
                  const fresh = rotated?.endpointId === endpoint.id ? rotated : null;
                  return (
                    <li key={endpoint.id} className={styles.endpoint} aria-label={endpoint.url}>
                      <div className={styles.endpointHead}>
                        <Text as="p" size="2" weight="medium" className={styles.url}>
                          {endpoint.url}
                        </Text>
                        <Text as="label" size="2" className={styles.enabled}>
                          <Switch
                            checked={endpoint.enabled}
                            disabled={pending[`toggle:${endpoint.id}`]}
                            onCheckedChange={(checked) =>
                              void run(`toggle:${endpoint.id}`, () =>
                                onToggle(endpoint.id, checked),
                              )
                            }
                          />
                          Enabled
                        </Text>
                      </div>
                      <ul className={styles.badges} aria-label="Events">
                        {endpoint.eventTypes.map((type) => (
                          <li key={type}>
                            <Badge variant="soft" color="gray">
                              {type}
                            </Badge>
                          </li>
                        ))}
                      </ul>
                      {secret && (
                        <Flex gap="2" align="center" wrap="wrap">
                          <Code size="2" className={styles.secret} aria-label="Signing secret">
                            {secret}
                          </Code>
                          {onCopy && (
                            <Button size="1" variant="soft" onClick={() => onCopy(secret)}>
                              Copy secret
                            </Button>
                          )}
                        </Flex>
                      )}
                      {fresh ? (
                        <Callout.Root
                          color="green"
                          role="status"
                          data-slot="webhook-rotated-secret"
                        >
                          <Callout.Text>
                            New signing secret: copy it into your tool now.
                            {fresh.previousSecretExpiresAt
                              ? ` The old secret also signs every request until ${formatTime(fresh.previousSecretExpiresAt)}, then stops.`
                              : ''}
                          </Callout.Text>
                          <Flex gap="2" align="center" wrap="wrap">
                            <Code
                              size="2"
                              className={styles.secret}
                              aria-label="New signing secret"
                            >
                              {fresh.secret}
                            </Code>
                            {onCopy && (
                              <Button size="1" variant="soft" onClick={() => onCopy(fresh.secret)}>
                                Copy secret
                              </Button>
                            )}
                            <Button size="1" variant="ghost" onClick={() => setRotated(null)}>
                              Done
                            </Button>
                          </Flex>
                        </Callout.Root>
                      ) : (
                        endpoint.previousSecretExpiresAt && (
                          <Text as="p" size="1" className={styles.muted}>
                            Secret rotated: the old secret also signs until{' '}
                            {formatTime(endpoint.previousSecretExpiresAt)}.
                          </Text>
                        )
                      )}
                      <div className={styles.actions}>
                        <Button
                          variant="soft"
                          disabled={pending[`test:${endpoint.id}`] || !endpoint.enabled}
                          onClick={() =>
                            void run(`test:${endpoint.id}`, () => onSendTest(endpoint.id))
                          }
                        >
                          {pending[`test:${endpoint.id}`] ? 'Sending…' : 'Send test event'}
                        </Button>
                        <Button
                          variant="soft"
                          color="gray"
                          disabled={pending[`secret:${endpoint.id}`]}
                          onClick={() =>
                            secret
                              ? setSecrets(({ [endpoint.id]: _, ...others }) => others)
                              : void run(`secret:${endpoint.id}`, async () => {
                                  const value = await onRevealSecret(endpoint.id);
                                  setSecrets((s) => ({ ...s, [endpoint.id]: value }));
                                })
                          }
                        >
                          {secret ? 'Hide secret' : 'Reveal secret'}
                        </Button>
                        {onRotateSecret && (
                          <Button
                            variant="soft"
                            color="gray"
                            disabled={pending[`rotate:${endpoint.id}`]}
                            onClick={() => setConfirmRotate(endpoint)}
                          >
                            {pending[`rotate:${endpoint.id}`] ? 'Rotating…' : 'Rotate secret'}
                          </Button>
                        )}
                        <Button
                          variant="soft"
                          color="red"
                          disabled={pending[`delete:${endpoint.id}`]}
                          onClick={() => setConfirmDelete(endpoint)}
                        >
                          {pending[`delete:${endpoint.id}`] ? 'Deleting…' : 'Delete'}
                        </Button>
                      </div>
                      <div className={styles.deliveries}>
                        <Heading as="h4" size="2">
                          Recent deliveries
                        </Heading>
                        {mine.length === 0 ? (
                          <Text as="p" size="2" className={styles.muted}>
                            No deliveries yet. Send a test event to try your endpoint.
                          </Text>
                        ) : (
                          <ul
                            className={styles.deliveryList}
                            aria-label={`Deliveries to ${endpoint.url}`}
                          >
                            {mine.map((d) => (
                              <li key={d.id} className={styles.delivery}>
                                <Badge color={statusColor[d.status]} variant="soft">
                                  {webhookDeliverySummary(d)}
                                </Badge>
                                <Text size="2" weight="medium">
                                  {eventLabel(d.eventType)}
                                </Text>
                                <Text size="1" className={styles.muted}>
                                  {formatTime(d.createdAt)} ·{' '}
                                  {d.attempts === 1 ? '1 try' : `${d.attempts} tries`}
                                </Text>
                                {d.lastError && d.status !== 'succeeded' && (
                                  <Text as="p" size="1" className={styles.deliveryError}>
                                    {d.lastError}
                                    {d.status === 'pending' && d.nextAttemptAt
                                      ? ` Next try ${formatTime(d.nextAttemptAt)}.`
                                      : ''}
                                  </Text>
                                )}
                              </li>
                            ))}
                          </ul>
                        )}
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        )}

        <AlertDialog.Root
          open={confirmRotate !== null}
          onOpenChange={(open) => {
            if (!open) setConfirmRotate(null);
          }}
        >
          <AlertDialog.Content maxWidth="450px">
            <AlertDialog.Title>Rotate the signing secret?</AlertDialog.Title>
            <AlertDialog.Description size="2">
              {confirmRotate?.url} gets a new signing secret, shown once. For 24 hours every request
              is signed with both the new and the old secret, so your tool keeps accepting events
              while you update it; after that, the old secret signs nothing.
            </AlertDialog.Description>
            <Flex gap="3" mt="4" justify="end">
              <AlertDialog.Cancel>
                <Button variant="soft" color="gray">
                  Cancel
                </Button>
              </AlertDialog.Cancel>
              <AlertDialog.Action>
                <Button
                  onClick={() => {
                    const target = confirmRotate;
                    if (target && onRotateSecret)
                      void run(`rotate:${target.id}`, async () => {
                        const made = await onRotateSecret(target.id);
                        // The old secret, if it was revealed, is no longer the one to copy.
                        setSecrets(({ [target.id]: _, ...others }) => others);
                        setRotated({ endpointId: target.id, ...made });
                      });
                  }}
                >
                  Rotate secret
                </Button>
              </AlertDialog.Action>
            </Flex>
          </AlertDialog.Content>
        </AlertDialog.Root>

        <AlertDialog.Root
          open={confirmDelete !== null}
          onOpenChange={(open) => {
            if (!open) setConfirmDelete(null);
          }}
        >
          <AlertDialog.Content maxWidth="450px">
            <AlertDialog.Title>Delete this endpoint?</AlertDialog.Title>
            <AlertDialog.Description size="2">
              {confirmDelete?.url} stops receiving events at once, and its delivery history is
              deleted.
            </AlertDialog.Description>
            <Flex gap="3" mt="4" justify="end">
              <AlertDialog.Cancel>
                <Button variant="soft" color="gray">
                  Cancel
                </Button>
              </AlertDialog.Cancel>
              <AlertDialog.Action>
                <Button
                  color="red"
                  onClick={() => {
                    const target = confirmDelete;
                    if (target) void run(`delete:${target.id}`, () => onDelete(target.id));
                  }}
                >
                  Delete endpoint
                </Button>
              </AlertDialog.Action>
            </Flex>
          </AlertDialog.Content>
        </AlertDialog.Root>
      </section>
    </Card>
  );
}
