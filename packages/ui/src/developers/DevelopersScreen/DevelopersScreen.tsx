'use client';

import {
  Badge,
  Button,
  Card,
  Code,
  Flex,
  Heading,
  Table,
  Text,
  Link as ThemeLink,
} from '@radix-ui/themes';
import { useId, useState, type HTMLAttributes, type Ref } from 'react';
import { brand } from '../../brand';
import { paths } from '../../domain/paths';
import { webhookEventLabels, webhookEventTypes } from '../../domain/webhooks';
import { cx } from '../../internal/cx';
import * as shared from '../../layout/screen.css';
import { Link } from '../../primitives/Link/LinkProvider';
import * as styles from './DevelopersScreen.css';

export interface DevelopersScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onCopy'> {
  /** The project's URL, e.g. http://127.0.0.1:54321 or https://<project>.supabase.co. */
  supabaseUrl: string;
  /** The project's public anon key (the `apikey` header). */
  anonKey: string;
  /** Whether someone is signed in: 'Show my access token' instead of a sign-in link. */
  signedIn: boolean;
  /** 'Show my access token': resolves with the signed-in person's current access token. */
  onRevealToken?: () => Promise<string>;
  /** 'Copy' on each example: the app puts the text on the clipboard. No Copy buttons without it. */
  onCopy?: (text: string) => void;
  /** Where endpoints are managed. Default '/settings'. */
  settingsHref?: string;
  /** Where to sign in. Default '/auth'. */
  authHref?: string;
  /** The link above the title: where the person came from. Default home, '← Back to home'. */
  back?: { href: string; label: string };
  ref?: Ref<HTMLDivElement>;
}

/** A code sample with its Copy button. */
function Sample({
  label,
  code,
  onCopy,
}: {
  label: string;
  code: string;
  onCopy?: (text: string) => void;
}) {
  return (
    <figure className={styles.sample}>
      <figcaption className={styles.sampleHead}>
        <Text size="2" weight="medium">
          {label}
        </Text>
        {onCopy && (
          <Button
            size="1"
            variant="soft"
            onClick={() => onCopy(code)}
            aria-label={`Copy: ${label}`}
          >
            Copy
          </Button>
        )}
      </figcaption>
      {/* A scrollable code sample is reachable by keyboard. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <pre className={styles.code} tabIndex={0}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}

const eventExample = `{
  "type": "proposal.received",
  "timestamp": "2026-11-27T12:40:05.123Z",
  "data": {
    "notification_id": "5f0c…",
    "kind": "proposal_received",
    "actor": { "id": "9a1e…", "name": "Sarah Chen" },
    "subject": "Booking page with Stripe checkout",
    "job_id": "3c7d…",
    "proposal_id": "e41b…",
    "engagement_id": null,
    "conversation_id": null,
    "review_id": null,
    "path": "/jobs/3c7d…"
  }
}`;

const markedCompleteExample = `{
  "type": "engagement.marked_complete",
  "timestamp": "2026-11-27T15:02:11.480Z",
  "data": {
    "notification_id": "8b2f…",
    "kind": "engagement_marked_complete",
    "actor": { "id": "d07a…", "name": "Sarah Chen" },
    "subject": "Booking page with Stripe checkout",
    "job_id": "3c7d…",
    "proposal_id": null,
    "engagement_id": "71c9…",
    "conversation_id": null,
    "review_id": null,
    "path": "/jobs/3c7d…"
  }
}`;

const testExample = `{
  "type": "webhook.test",
  "timestamp": "2026-11-27T12:41:00.000Z",
  "data": {
    "endpoint_id": "b2d4…",
    "message": "This is a test event from ${brand.name}. Your endpoint received it."
  }
}`;

const verifyExample = `import { createHmac, timingSafeEqual } from 'node:crypto';

// secret: the endpoint's signing secret (whsec_…); body: the raw request body, as received.
export function verifyWebhook(secret, headers, body) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  // Refuse old (replayed) requests: more than 5 minutes away from your clock.
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(\`\${id}.\${timestamp}.\${body}\`).digest();
  // The header may hold several signatures, space-separated: "v1,<base64> v1,<base64>".
  return headers['webhook-signature'].split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    const given = Buffer.from(signature ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}`;

/**
 * For developers (public): how to call the REST API with one's own token (PostgREST, with its
 * OpenAPI description at /rest/v1/), copyable curl and supabase-js examples, and the webhooks'
 * events, headers, retries and signature check.
 */
export function DevelopersScreen({
  supabaseUrl,
  anonKey,
  signedIn,
  onRevealToken,
  onCopy,
  settingsHref = paths.settings,
  authHref = paths.auth,
  back = { href: paths.home, label: '← Back to home' },
  className,
  ...rest
}: DevelopersScreenProps) {
  const titleId = useId();
  const [token, setToken] = useState<string | null>(null);
  const [revealing, setRevealing] = useState(false);
  const [tokenError, setTokenError] = useState<string | null>(null);
  const base = supabaseUrl.replace(/\/+$/, '');
  const rest_ = `${base}/rest/v1`;
  const tokenShown = token ?? '<your access token>';

  const curlOpenApi = `curl "${rest_}/" \\
  -H "apikey: ${anonKey}" \\
  -H "Authorization: Bearer ${tokenShown}"`;
  const curlJobs = `curl "${rest_}/jobs?select=id,title,budget,category,created_at&status=eq.open&order=created_at.desc&limit=20" \\
  -H "apikey: ${anonKey}" \\
  -H "Authorization: Bearer ${tokenShown}"`;
  const curlNotifications = `curl "${rest_}/notifications?select=kind,subject,link,created_at&read_at=is.null" \\
  -H "apikey: ${anonKey}" \\
  -H "Authorization: Bearer ${tokenShown}"`;
  const js = `import { createClient } from '@supabase/supabase-js';

const supabase = createClient('${base}', '${anonKey}');
await supabase.auth.signInWithPassword({ email: 'you@example.com', password: '…' });

// Open jobs, newest first: the same rows the Jobs screen shows you.
const { data: jobs, error } = await supabase
  .from('jobs')
  .select('id, title, budget, category, created_at')
  .eq('status', 'open')
  .order('created_at', { ascending: false })
  .limit(20);`;

  const reveal = async () => {
    if (!onRevealToken || revealing) return;
    setRevealing(true);
    setTokenError(null);
    try {
      setToken(await onRevealToken());
    } catch (e) {
      setTokenError(
        e instanceof Error ? e.message : 'Your token could not be read. Sign in again.',
      );
    } finally {
      setRevealing(false);
    }
  };

  return (
    <div
      data-slot="developers-screen"
      className={cx(shared.screen, styles.frame, className)}
      {...rest}
    >
      <Text as="p" size="2">
        <ThemeLink asChild highContrast underline="always">
          <Link href={back.href}>{back.label}</Link>
        </ThemeLink>
      </Text>
      <header className={shared.screenHeader}>
        <Heading as="h1" size="7" id={titleId}>
          {brand.name} for developers
        </Heading>
        <Text as="p" size="3" className={shared.muted}>
          Everything in the app is in its API, with your own account&apos;s permissions: you read
          and change exactly what you can in the app, nothing more. Webhooks tell your tools the
          moment something happens.
        </Text>
      </header>

      <Card size={{ initial: '2', sm: '4' }} asChild>
        <section aria-labelledby={`${titleId}-rest`} className={styles.section}>
          <Heading as="h2" size="5" id={`${titleId}-rest`}>
            The REST API
          </Heading>
          <Text as="p" size="2">
            The API is PostgREST at <Code>{rest_}</Code>. Every request carries two headers: the
            project&apos;s public key as <Code>apikey</Code>, and your access token as{' '}
            <Code>Authorization: Bearer …</Code>. Row-level security in the database decides what
            each token may read and write, the same as in the app. Tokens last an hour; supabase-js
            renews them for you.
          </Text>
          <div className={styles.token}>
            {signedIn ? (
              <>
                <Flex gap="2" align="center" wrap="wrap">
                  <Button onClick={reveal} disabled={revealing || !onRevealToken} variant="soft">
                    {revealing
                      ? 'Reading…'
                      : token
                        ? 'Refresh my access token'
                        : 'Show my access token'}
                  </Button>
                  {token && onCopy && (
                    <Button variant="soft" color="gray" onClick={() => onCopy(token)}>
                      Copy token
                    </Button>
                  )}
                </Flex>
                {token && (
                  <Text as="p" size="1" className={shared.muted}>
                    Your token is filled into the examples below. Keep it to yourself: it acts as
                    you until it expires.
                  </Text>
                )}
                {tokenError && (
                  <Text as="p" size="2" role="alert" className={styles.error}>
                    {tokenError}
                  </Text>
                )}
              </>
            ) : (
              <Text as="p" size="2">
                <ThemeLink asChild highContrast underline="always">
                  <Link href={authHref}>Sign in</Link>
                </ThemeLink>{' '}
                to fill your own access token into the examples.
              </Text>
            )}
          </div>
          <Sample
            label="The OpenAPI description of every table, view and function"
            code={curlOpenApi}
            onCopy={onCopy}
          />
          <Sample label="Open jobs, newest first" code={curlJobs} onCopy={onCopy} />
          <Sample label="Your unread notifications" code={curlNotifications} onCopy={onCopy} />
          <Sample label="The same with supabase-js" code={js} onCopy={onCopy} />
          <Text as="p" size="2" className={shared.muted}>
            Filters, ordering and paging follow PostgREST&apos;s syntax (<Code>status=eq.open</Code>
            , <Code>order=created_at.desc</Code>, <Code>limit=20</Code>). A refusal answers with a
            JSON <Code>code</Code> and <Code>message</Code>, for example <Code>RLJOB</Code> after 10
            jobs in a day.
          </Text>
        </section>
      </Card>

      <Card size={{ initial: '2', sm: '4' }} asChild>
        <section aria-labelledby={`${titleId}-hooks`} className={styles.section}>
          <Heading as="h2" size="5" id={`${titleId}-hooks`}>
            Webhooks
          </Heading>
          <Text as="p" size="2">
            Add an endpoint in{' '}
            <ThemeLink asChild highContrast underline="always">
              <Link href={settingsHref}>Settings → Notifications</Link>
            </ThemeLink>{' '}
            and choose its events. Each event is a <Code>POST</Code> of JSON to your URL, signed as{' '}
            <Code>Standard Webhooks</Code> specify. Answer with any 2xx status within 10 seconds.
            Anything else, no answer or a redirect (never followed) is tried again with growing
            waits (15 s, 45 s, 2 min, … at most 6 h apart) for 24 hours, then the delivery is marked
            failed. Each delivery, with your endpoint&apos;s response code, is listed under the
            endpoint.
          </Text>
          <Heading as="h3" size="3">
            Events
          </Heading>
          <Table.Root variant="surface" size="1" className={styles.table}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>type</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>sent when</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {[...webhookEventTypes, 'webhook.test' as const].map((type) => (
                <Table.Row key={type}>
                  <Table.RowHeaderCell>
                    <Code>{type}</Code>
                  </Table.RowHeaderCell>
                  <Table.Cell>
                    {type === 'webhook.test'
                      ? "You press 'Send test event'"
                      : webhookEventLabels[type]}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Sample label="A proposal.received body" code={eventExample} onCopy={onCopy} />
          <Sample
            label="An engagement.marked_complete body (to the client, who confirms)"
            code={markedCompleteExample}
            onCopy={onCopy}
          />
          <Sample label="A webhook.test body" code={testExample} onCopy={onCopy} />
          <Text as="p" size="2">
            <Code>data.path</Code> is the page in the app to open; <Code>actor</Code> is who caused
            the event (null when no one did). <Code>data</Code> never holds a message&apos;s text:
            read it through the API with your token.
          </Text>
          <Heading as="h3" size="3">
            Headers and signature
          </Heading>
          <ul className={styles.headers}>
            <li>
              <Badge variant="soft">webhook-id</Badge>{' '}
              <Text size="2">
                the event&apos;s id, the same on every try: drop an id you have already handled.
              </Text>
            </li>
            <li>
              <Badge variant="soft">webhook-timestamp</Badge>{' '}
              <Text size="2">when this try was sent, in Unix seconds.</Text>
            </li>
            <li>
              <Badge variant="soft">webhook-signature</Badge>{' '}
              <Text size="2">
                <Code>v1,</Code> and the base64 HMAC-SHA256 of{' '}
                <Code>{'<webhook-id>.<webhook-timestamp>.<body>'}</Code>, keyed with the base64 part
                of your endpoint&apos;s <Code>whsec_…</Code> secret.
              </Text>
            </li>
          </ul>
          <Text as="p" size="2">
            <Code>Rotate secret</Code> gives an endpoint a new secret, shown once. For the next 24
            hours every request carries two signatures, space-separated, the new secret&apos;s
            first: a check that accepts any matching <Code>v1</Code> signature (as below) keeps
            working while you switch your tool to the new secret. After 24 hours, or at the next
            rotation, the old secret signs nothing.
          </Text>
          <Sample label="Checking a signature in Node.js" code={verifyExample} onCopy={onCopy} />
          <Text as="p" size="2" className={shared.muted}>
            The Standard Webhooks libraries (for example <Code>standardwebhooks</Code> on npm and
            PyPI) check the same signature in one call.
          </Text>
        </section>
      </Card>
    </div>
  );
}
