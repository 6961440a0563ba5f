'use client';

import type { NotificationSettings } from '../../domain/types';
import { DigestSettings } from '../DigestSettings/DigestSettings';
import { SettingsPanel } from '../SettingsPanel/SettingsPanel';
import { SettingsToggle } from '../SettingsPanel/SettingsToggle';

export interface NotificationSettingsFormProps {
  /** The notification switches as shown (controlled). */
  value: NotificationSettings;
  /** Every switch flipped, with the whole new value. */
  onChange: (value: NotificationSettings) => void;
  /** 'Save Changes': the app stores the value. */
  onSave: () => void;
  /** While saving: the button reads 'Saving...' and is disabled. */
  busy?: boolean;
  /** Extra class on the form. */
  className?: string;
}

const toggles: Array<{
  key:
    'emailNotifications' | 'pushNotifications' | 'jobAlerts' | 'messageAlerts' | 'marketingEmails';
  label: string;
  description: string;
}> = [
  {
    key: 'emailNotifications',
    label: 'Email notifications',
    description: 'Account and activity updates by email.',
  },
  {
    key: 'pushNotifications',
    label: 'Push notifications',
    description: 'Alerts in your browser while you are away from the tab.',
  },
  {
    key: 'jobAlerts',
    label: 'Job alerts',
    description: 'New jobs that match your skills.',
  },
  {
    key: 'messageAlerts',
    label: 'Message alerts',
    description: 'When a client or freelancer writes to you.',
  },
  {
    key: 'marketingEmails',
    label: 'Marketing emails',
    description: 'Community news and product updates, at most once a month.',
  },
];

/** The five notification switches and the daily digest. */
export function NotificationSettingsForm({
  value,
  onChange,
  onSave,
  busy,
  className,
}: NotificationSettingsFormProps) {
  return (
    <SettingsPanel
      title="Notifications"
      description="Choose what we tell you about, and how."
      busy={busy}
      onSave={onSave}
      className={className}
    >
      <div>
        {toggles.map((t) => (
          <SettingsToggle
            key={t.key}
            label={t.label}
            description={t.description}
            checked={value[t.key]}
            onCheckedChange={(checked) => onChange({ ...value, [t.key]: checked })}
          />
        ))}
      </div>
      <DigestSettings value={value} onChange={(digest) => onChange({ ...value, ...digest })} />
    </SettingsPanel>
  );
}
