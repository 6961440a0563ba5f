'use client';

import { TextArea, TextField } from '@radix-ui/themes';
import type { ProfileSettings } from '../../domain/types';
import { Field } from '../../primitives';
import { SettingsPanel } from '../SettingsPanel/SettingsPanel';
import * as styles from '../SettingsPanel/SettingsPanel.css';

export interface ProfileSettingsFormProps {
  /** The profile fields as shown (controlled): name, email, title, location, rate and bio. */
  value: ProfileSettings;
  /** Every edit, with the whole new value. */
  onChange: (value: ProfileSettings) => void;
  /** 'Save Changes' with valid fields: the app stores the value. */
  onSave: () => void;
  /** While saving: the button reads 'Saving...' and is disabled. */
  busy?: boolean;
  /** Extra class on the form. */
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
        <Field label="Full name">
          {(control) => (
            <TextField.Root
              {...control}
              size="3"
              autoComplete="name"
              value={value.name}
              onChange={(e) => set('name', e.target.value)}
            />
          )}
        </Field>
        <Field label="Email">
          {(control) => (
            <TextField.Root
              {...control}
              size="3"
              type="email"
              autoComplete="email"
              value={value.email}
              onChange={(e) => set('email', e.target.value)}
            />
          )}
        </Field>
        <Field label="Bio" className={styles.full}>
          {(control) => (
            <TextArea
              {...control}
              size="3"
              rows={4}
              resize="vertical"
              value={value.bio}
              onChange={(e) => set('bio', e.target.value)}
            />
          )}
        </Field>
        <Field label="Location">
          {(control) => (
            <TextField.Root
              {...control}
              size="3"
              value={value.location}
              onChange={(e) => set('location', e.target.value)}
            />
          )}
        </Field>
        <Field label="Hourly rate (USD)">
          {(control) => (
            <TextField.Root
              {...control}
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
          )}
        </Field>
      </div>
    </SettingsPanel>
  );
}
