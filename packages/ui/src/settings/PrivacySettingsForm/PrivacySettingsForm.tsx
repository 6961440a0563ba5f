'use client';

import { profileVisibilityLabels } from '../../domain/settings';
import type { PrivacySettings, ProfileVisibility } from '../../domain/types';
import { SelectField } from '../../primitives';
import { SettingsPanel } from '../SettingsPanel/SettingsPanel';
import { SettingsToggle } from '../SettingsPanel/SettingsToggle';

export interface PrivacySettingsFormProps {
  /** The privacy switches as shown (controlled). */
  value: PrivacySettings;
  /** Every switch flipped, with the whole new value. */
  onChange: (value: PrivacySettings) => void;
  /** 'Save Changes': the app stores the value. */
  onSave: () => void;
  /** While saving: the button reads 'Saving...' and is disabled. */
  busy?: boolean;
  /** Extra class on the form. */
  className?: string;
}

const visibilityOptions = (Object.keys(profileVisibilityLabels) as ProfileVisibility[]).map(
  (visibility) => ({ value: visibility, label: profileVisibilityLabels[visibility] }),
);

/** Profile visibility and what the profile shows. */
export function PrivacySettingsForm({
  value,
  onChange,
  onSave,
  busy,
  className,
}: PrivacySettingsFormProps) {
  return (
    <SettingsPanel
      title="Privacy"
      description="Decide who can see your profile and which details it shows."
      busy={busy}
      onSave={onSave}
      className={className}
    >
      <SelectField
        label="Profile visibility"
        options={visibilityOptions}
        value={value.profileVisibility}
        onValueChange={(profileVisibility) => onChange({ ...value, profileVisibility })}
      />
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
        <SettingsToggle
          label="Show when I'm online"
          description={
            value.showOnline
              ? 'The people you message see a green dot and Online while you have your conversation with them open.'
              : 'You appear Offline to everyone: your presence is not shared while this is off.'
          }
          checked={value.showOnline}
          onCheckedChange={(showOnline) => onChange({ ...value, showOnline })}
        />
      </div>
    </SettingsPanel>
  );
}
