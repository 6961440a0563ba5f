import type { Message } from '@brand/ui';
import { useSyncExternalStore } from 'react';

/**
 * What the person changed during this browser session: sent messages
 * (posted jobs and saved settings are real rows now: data/jobs.ts, data/settings.ts). Kept in
 * sessionStorage, so it survives reloads and ends with the tab, as the spec's
 * simulated features require. A real backend replaces this module.
 */
export interface SessionData {
  sentMessages: Record<string, Message[]>;
}

const key = 'fairlance-session-data';
const empty: SessionData = { sentMessages: {} };
const listeners = new Set<() => void>();
let cache: SessionData | undefined;

function load(): SessionData {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return empty;
    const parsed = JSON.parse(raw) as Partial<SessionData>;
    return {
      sentMessages:
        parsed.sentMessages && typeof parsed.sentMessages === 'object' ? parsed.sentMessages : {},
    };
  } catch {
    // Unreadable or blocked storage: start from the sample data.
    return empty;
  }
}

export function getSessionData(): SessionData {
  cache ??= load();
  return cache;
}

/** Applies a change and stores it; throws if the browser refuses to store it. */
export function updateSessionData(change: (data: SessionData) => SessionData): void {
  const next = change(getSessionData());
  sessionStorage.setItem(key, JSON.stringify(next));
  cache = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionData(): SessionData {
  return useSyncExternalStore(subscribe, getSessionData, () => empty);
}
