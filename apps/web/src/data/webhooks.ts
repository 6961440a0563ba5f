import type { WebhookDelivery, WebhookEndpoint } from '@brand/ui';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { useCallback, useEffect } from 'react';
import { getDb } from './client';
import type { Db } from './db';
import { useLoad } from './useLoad';

/*
 * The signed-in person's webhook endpoints and recent deliveries (issue 36): RLS shows each
 * person only their own. The secret is never read with the list (the column is not selectable);
 * it comes from create_webhook_endpoint once and from webhook_endpoint_secret on request.
 */

export interface Webhooks {
  endpoints: WebhookEndpoint[];
  deliveries: WebhookDelivery[];
}

const endpointColumns = 'id,url,event_types,enabled,created_at,previous_secret_expires_at';
const deliveryColumns =
  'id,endpoint_id,event_id,event_type,status,attempts,response_status,last_error,created_at,next_attempt_at';

type DeliveryRow = {
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  status: string;
  attempts: number;
  response_status: number | null;
  last_error: string | null;
  created_at: string;
  next_attempt_at: string | null;
};

const toDelivery = (r: DeliveryRow): WebhookDelivery => ({
  id: r.id,
  endpointId: r.endpoint_id,
  eventId: r.event_id,
  eventType: r.event_type,
  status: r.status as WebhookDelivery['status'],
  attempts: r.attempts,
  responseStatus: r.response_status,
  lastError: r.last_error,
  createdAt: r.created_at,
  nextAttemptAt: r.next_attempt_at,
});

/** A refusal from the database, in its own words (the message names what to fix). */
function refusal(error: { message: string; hint?: string | null }): Error {
  return new Error(error.hint ? `${error.message} ${error.hint}` : error.message);
}

export async function loadWebhooks(db: Db): Promise<Webhooks> {
  const [endpoints, deliveries] = await Promise.all([
    db.from('webhook_endpoints').select(endpointColumns).order('created_at'),
    // The newest 100 across the person's endpoints (at most 10 endpoints, 10 shown each).
    db
      .from('webhook_deliveries')
      .select(deliveryColumns)
      .order('created_at', { ascending: false })
      .limit(100),
  ]);
  if (endpoints.error) throw endpoints.error;
  if (deliveries.error) throw deliveries.error;
  return {
    endpoints: endpoints.data.map((e) => ({
      id: e.id,
      url: e.url,
      eventTypes: e.event_types,
      enabled: e.enabled,
      createdAt: e.created_at,
      // The old secret signs beside the new one until then (after 'Rotate secret').
      previousSecretExpiresAt:
        e.previous_secret_expires_at && new Date(e.previous_secret_expires_at) > new Date()
          ? e.previous_secret_expires_at
          : null,
    })),
    deliveries: (deliveries.data as DeliveryRow[]).map(toDelivery),
  };
}

export async function addWebhookEndpoint(
  url: string,
  eventTypes: string[],
): Promise<{ secret: string }> {
  const db = await getDb();
  const { data, error } = await db.rpc('create_webhook_endpoint', {
    endpoint_url: url,
    endpoint_event_types: eventTypes,
  });
  if (error) throw refusal(error);
  const made = data[0];
  if (!made) throw new Error('The endpoint could not be added. Please try again.');
  return { secret: made.secret };
}

export async function revealWebhookSecret(endpointId: string): Promise<string> {
  const db = await getDb();
  const { data, error } = await db.rpc('webhook_endpoint_secret', { endpoint: endpointId });
  if (error) throw refusal(error);
  return data;
}

/** 'Rotate secret': the new secret (shown once) and until when the old one still signs. */
export async function rotateWebhookSecret(
  endpointId: string,
): Promise<{ secret: string; previousSecretExpiresAt: string | null }> {
  const db = await getDb();
  const { data, error } = await db.rpc('rotate_webhook_secret', { endpoint: endpointId });
  if (error) throw refusal(error);
  const made = data[0];
  if (!made) throw new Error('The secret could not be rotated. Please try again.');
  return { secret: made.secret, previousSecretExpiresAt: made.previous_secret_expires_at };
}

export async function sendWebhookTest(endpointId: string): Promise<void> {
  const db = await getDb();
  const { error } = await db.rpc('send_webhook_test', { endpoint: endpointId });
  if (error) throw refusal(error);
}

export async function deleteWebhookEndpoint(endpointId: string): Promise<void> {
  const db = await getDb();
  const { error } = await db.from('webhook_endpoints').delete().eq('id', endpointId);
  if (error) throw refusal(error);
}

export async function setWebhookEnabled(endpointId: string, enabled: boolean): Promise<void> {
  const db = await getDb();
  const { error } = await db.from('webhook_endpoints').update({ enabled }).eq('id', endpointId);
  if (error) throw refusal(error);
}

/**
 * The person's webhooks, loaded in the browser when the panel is drawn, with deliveries kept
 * live: each new delivery and each try's outcome arrives through realtime (webhook_deliveries
 * is in the supabase_realtime publication; RLS sends a person only their own).
 */
export function useWebhooks(userId: string | undefined) {
  const load = useCallback(async () => loadWebhooks(await getDb()), []);
  const state = useLoad(userId ?? null, load);
  const { set } = state;

  useEffect(() => {
    if (!userId) return;
    let channel: RealtimeChannel | undefined;
    let closed = false;
    void getDb().then((db) => {
      if (closed) return;
      channel = db
        .channel(`webhooks:${userId}`)
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'webhook_deliveries' },
          (payload) => {
            if (payload.eventType === 'DELETE') return;
            const row = toDelivery(payload.new as DeliveryRow);
            set((data) => {
              const others = data.deliveries.filter((d) => d.id !== row.id);
              return {
                ...data,
                deliveries: [row, ...others].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
              };
            });
          },
        )
        .subscribe();
    });
    return () => {
      closed = true;
      if (channel) void getDb().then((db) => db.removeChannel(channel!));
    };
  }, [userId, set]);

  return state;
}
