'use client';

import { Switch, Text } from '@radix-ui/themes';
import { useId } from 'react';
import * as styles from './SettingsPanel.css';

export interface SettingsToggleProps {
  /** The setting's name, the switch's accessible name. */
  label: string;
  /** What the setting does, under its name. */
  description: string;
  /** Whether the setting is on. */
  checked: boolean;
  /** The new state when the switch is flipped. */
  onCheckedChange: (checked: boolean) => void;
}

/** A switch with its label and one line of explanation. */
export function SettingsToggle({
  label,
  description,
  checked,
  onCheckedChange,
}: SettingsToggleProps) {
  const id = useId();
  return (
    <div className={styles.toggleRow} data-slot="settings-toggle">
      <div className={styles.toggleText}>
        <Text as="label" size="2" htmlFor={id} className={styles.label}>
          {label}
        </Text>
        <Text as="p" size="2" id={`${id}-description`} className={styles.description}>
          {description}
        </Text>
      </div>
      <Switch
        id={id}
        size="2"
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-description`}
      />
    </div>
  );
}
