import { Select, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { profileVisibilityLabels } from '../../domain/settings';
import type { PrivacySettings, ProfileVisibility } from '../../domain/types';
import { SettingsPanel, SettingsToggle } from '../SettingsPanel/SettingsPanel';
import * as styles from '../SettingsPanel/SettingsPanel.css';

export interface PrivacySettingsFormProps {
  value: PrivacySettings;
  onChange: (value: PrivacySettings) => void;
  onSave: () => void;
  busy?: boolean;
  className?: string;
}

const visibilities = Object.keys(profileVisibilityLabels) as ProfileVisibility[];

/** Profile visibility and what the profile shows. */
export function PrivacySettingsForm({
  value,
  onChange,
  onSave,
  busy,
  className,
}: PrivacySettingsFormProps) {
  const id = useId();
  return (
    <SettingsPanel
      title="Privacy"
      description="Decide who can see your profile and which details it shows."
      busy={busy}
      onSave={onSave}
      className={className}
    >
      <div className={styles.field}>
        <Text as="label" size="2" htmlFor={id} className={styles.label}>
          Profile visibility
        </Text>
        <Select.Root
          size="3"
          value={value.profileVisibility}
          onValueChange={(next) =>
            onChange({ ...value, profileVisibility: next as ProfileVisibility })
          }
        >
          <Select.Trigger id={id} />
          <Select.Content position="popper">
            {visibilities.map((v) => (
              <Select.Item key={v} value={v}>
                {profileVisibilityLabels[v]}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </div>
      <div>
        <SettingsToggle
          label="Show email address"
          description="Let signed-in members see your email on your profile."
          checked={value.showEmail}
          onCheckedChange={(showEmail) => onChange({ ...value, showEmail })}
        />
        <SettingsToggle
          label="Show location"
          description="Show your city and country on your profile."
          checked={value.showLocation}
          onCheckedChange={(showLocation) => onChange({ ...value, showLocation })}
        />
        <SettingsToggle
          label="Show rates"
          description="Show your hourly rate to clients."
          checked={value.showRates}
          onCheckedChange={(showRates) => onChange({ ...value, showRates })}
        />
      </div>
    </SettingsPanel>
  );
}
