import { Text, TextArea, TextField } from '@radix-ui/themes';
import { useId } from 'react';
import type { ProfileSettings } from '../../domain/types';
import { cx } from '../../internal/cx';
import { SettingsPanel } from '../SettingsPanel/SettingsPanel';
import * as styles from '../SettingsPanel/SettingsPanel.css';

export interface ProfileSettingsFormProps {
  value: ProfileSettings;
  onChange: (value: ProfileSettings) => void;
  onSave: () => void;
  busy?: boolean;
  className?: string;
}

/** Name, email, bio, location and hourly rate. */
export function ProfileSettingsForm({
  value,
  onChange,
  onSave,
  busy,
  className,
}: ProfileSettingsFormProps) {
  const id = useId();
  const set = <K extends keyof ProfileSettings>(key: K, next: ProfileSettings[K]) =>
    onChange({ ...value, [key]: next });
  return (
    <SettingsPanel
      title="Profile"
      description="How you appear to clients on your public profile."
      busy={busy}
      onSave={onSave}
      className={className}
    >
      <div className={styles.grid}>
        <div className={styles.field}>
          <Text as="label" size="2" htmlFor={`${id}-name`} className={styles.label}>
            Full name
          </Text>
          <TextField.Root
            id={`${id}-name`}
            size="3"
            autoComplete="name"
            value={value.name}
            onChange={(e) => set('name', e.target.value)}
          />
        </div>
        <div className={styles.field}>
          <Text as="label" size="2" htmlFor={`${id}-email`} className={styles.label}>
            Email
          </Text>
          <TextField.Root
            id={`${id}-email`}
            size="3"
            type="email"
            autoComplete="email"
            value={value.email}
            onChange={(e) => set('email', e.target.value)}
          />
        </div>
        <div className={cx(styles.field, styles.full)}>
          <Text as="label" size="2" htmlFor={`${id}-bio`} className={styles.label}>
            Bio
          </Text>
          <TextArea
            id={`${id}-bio`}
            size="3"
            rows={4}
            resize="vertical"
            value={value.bio}
            onChange={(e) => set('bio', e.target.value)}
          />
        </div>
        <div className={styles.field}>
          <Text as="label" size="2" htmlFor={`${id}-location`} className={styles.label}>
            Location
          </Text>
          <TextField.Root
            id={`${id}-location`}
            size="3"
            value={value.location}
            onChange={(e) => set('location', e.target.value)}
          />
        </div>
        <div className={styles.field}>
          <Text as="label" size="2" htmlFor={`${id}-rate`} className={styles.label}>
            Hourly rate (USD)
          </Text>
          <TextField.Root
            id={`${id}-rate`}
            size="3"
            type="number"
            min={0}
            step={1}
            inputMode="decimal"
            value={value.hourlyRate}
            onChange={(e) => set('hourlyRate', e.target.value)}
          >
            <TextField.Slot>$</TextField.Slot>
            <TextField.Slot>per hour</TextField.Slot>
          </TextField.Root>
        </div>
      </div>
    </SettingsPanel>
  );
}
