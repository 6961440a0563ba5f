'use client';

import type { NotificationSettings } from '../../domain/types';
import { SelectField } from '../../primitives';
import { SettingsToggle } from '../SettingsPanel/SettingsToggle';
import * as styles from './DigestSettings.css';

export type DigestValue = Pick<
  NotificationSettings,
  'dailyDigest' | 'digestHour' | 'digestTimeZone'
>;

export interface DigestSettingsProps {
  /** The digest's settings as shown (controlled). */
  value: DigestValue;
  /** Every change, with the whole new value. */
  onChange: (value: DigestValue) => void;
  /**
   * The time zones offered (IANA names). Default: every zone the browser knows
   * (`Intl.supportedValuesOf('timeZone')`), with the current one included.
   */
  timeZones?: readonly string[];
  /**
   * The person's own time zone, chosen when they switch the digest on while it still has the
   * default 'UTC'. Default: the browser's.
   */
  detectedTimeZone?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const hourOptions = Array.from({ length: 24 }, (_, h) => ({
  value: String(h),
  label: `${pad(h)}:00`,
}));

function knownTimeZones(): string[] {
  try {
    return (
      (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.(
        'timeZone',
      ) ?? ['UTC']
    );
  } catch {
    return ['UTC'];
  }
}

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * The daily digest in the Notifications tab: a switch ('Daily digest', off by default) and,
 * once on, the hour and the time zone it is sent at.
 */
export function DigestSettings({
  value,
  onChange,
  timeZones,
  detectedTimeZone,
}: DigestSettingsProps) {
  const zones = [
    ...new Set(['UTC', ...(timeZones ?? knownTimeZones()), value.digestTimeZone]),
  ].sort((a, b) => (a === 'UTC' ? -1 : b === 'UTC' ? 1 : a.localeCompare(b)));
  const zoneOptions = zones.map((z) => ({ value: z, label: z.replaceAll('_', ' ') }));
  return (
    <div className={styles.root} data-slot="digest-settings">
      <SettingsToggle
        label="Daily digest"
        description="One email a day with new jobs that match your skills and what is waiting for you."
        checked={value.dailyDigest}
        onCheckedChange={(dailyDigest) => {
          const own = detectedTimeZone ?? browserTimeZone();
          const useOwn = dailyDigest && value.digestTimeZone === 'UTC' && own && own !== 'UTC';
          onChange({ ...value, dailyDigest, ...(useOwn ? { digestTimeZone: own } : {}) });
        }}
      />
      {value.dailyDigest ? (
        <div className={styles.when}>
          <SelectField
            label="Send at"
            options={hourOptions}
            value={String(value.digestHour)}
            onValueChange={(hour) => onChange({ ...value, digestHour: Number(hour) })}
          />
          <SelectField
            label="Time zone"
            options={zoneOptions}
            value={value.digestTimeZone}
            onValueChange={(digestTimeZone) => onChange({ ...value, digestTimeZone })}
          />
        </div>
      ) : null}
    </div>
  );
}
