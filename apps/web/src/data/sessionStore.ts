import type { JobDetail, Message, Settings } from '@brand/ui';
import { sampleSettings } from '@brand/ui/sample-data';
import { useSyncExternalStore } from 'react';

/**
 * What the person changed during this browser session: posted jobs, sent
 * messages and saved settings. Kept in sessionStorage, so it survives reloads
 * and ends with the tab, as the spec's simulated features require. A real
 * backend replaces this module.
 */
export interface SessionData {
  postedJobs: JobDetail[];
  sentMessages: Record<string, Message[]>;
  settings: Settings;
}

const key = 'fairlance-session-data';
const empty: SessionData = { postedJobs: [], sentMessages: {}, settings: sampleSettings };
const listeners = new Set<() => void>();
let cache: SessionData | undefined;

function load(): SessionData {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return empty;
    const parsed = JSON.parse(raw) as Partial<SessionData>;
    return {
      postedJobs: Array.isArray(parsed.postedJobs) ? parsed.postedJobs : [],
      sentMessages:
        parsed.sentMessages && typeof parsed.sentMessages === 'object' ? parsed.sentMessages : {},
      settings: { ...sampleSettings, ...parsed.settings },
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
