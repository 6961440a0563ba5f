'use client';

import { Text, TextArea, TextField } from '@radix-ui/themes';
import { useState, type ReactNode } from 'react';
import {
  profileLimits,
  validateProfile,
  type FieldErrors,
  type ProfileField,
} from '../../domain/profileEdit';
import type { ProfileSettings } from '../../domain/types';
import { formatNumber } from '../../domain/format';
import { CharacterCount } from '../../primitives/CharacterCount/CharacterCount';
import { SkillsField } from '../../primitives/SkillsField/SkillsField';
import { Field, Icon } from '../../primitives';
import { AvatarField, type AvatarFieldProps } from '../AvatarField/AvatarField';
import { SettingsPanel } from '../SettingsPanel/SettingsPanel';
import * as styles from '../SettingsPanel/SettingsPanel.css';

export interface ProfileSettingsFormProps {
  /** The profile fields as shown (controlled): name, title, location, rate, bio and skills. */
  value: ProfileSettings;
  /** Every edit, with the whole new value. */
  onChange: (value: ProfileSettings) => void;
  /** 'Save Changes' once every field is within its limits: the app stores the value. */
  onSave: () => void;
  /** While saving: the button reads 'Saving...' and is disabled. */
  busy?: boolean;
  /**
   * The server's refusals, by field (the app maps the database's constraint to its field).
   * Each shows under its field until that field is edited.
   */
  errors?: FieldErrors<ProfileField>;
  /** The profile photo: shown at the top when given (the app uploads what is chosen). */
  avatar?: Omit<AvatarFieldProps, 'label'>;
  /**
   * The response time worked out from the person's replies ('Within 2 hours'); '' when there
   * is none yet. Left out, the line is not shown.
   */
  responseTime?: string;
  /** Extra class on the form. */
  className?: string;
}

const errorIcon = <Icon name="alertCircle" size={14} />;

/**
 * Name, title, location, hourly rate, bio, skills and photo. Each field says its limit (the
 * bio counts its characters); 'Save Changes' checks every limit first and, when one is broken,
 * says which and how beside the field instead of saving. Refusals from the server (`errors`)
 * show beside their field the same way.
 */
export function ProfileSettingsForm({
  value,
  onChange,
  onSave,
  busy,
  errors,
  avatar,
  responseTime,
  className,
}: ProfileSettingsFormProps) {
  const [local, setLocal] = useState<FieldErrors<ProfileField>>({});
  // Fields edited since the server's refusals came: their refusal no longer applies.
  const [edited, setEdited] = useState<{ for?: object; fields: Set<ProfileField> }>({
    fields: new Set(),
  });
  if (errors && edited.for !== errors) setEdited({ for: errors, fields: new Set() });

  const errorOf = (field: ProfileField): string | undefined =>
    local[field] ?? (edited.fields.has(field) ? undefined : errors?.[field]);

  const set = <K extends keyof ProfileSettings>(
    key: K,
    field: ProfileField,
    next: ProfileSettings[K],
  ) => {
    onChange({ ...value, [key]: next });
    if (local[field]) setLocal(({ [field]: _gone, ...rest }) => rest);
    if (errors?.[field]) setEdited((e) => ({ ...e, fields: new Set(e.fields).add(field) }));
  };

  const save = () => {
    const found = validateProfile(value);
    setLocal(found);
    if (Object.keys(found).length > 0) return;
    onSave();
  };

  const text = (
    field: ProfileField,
    key: 'name' | 'title' | 'location',
    label: string,
    hint: string,
    extra: { autoComplete?: string; required?: boolean } = {},
  ): ReactNode => (
    <Field
      label={label}
      hint={hint}
      error={errorOf(field)}
      errorIcon={errorIcon}
      required={extra.required}
    >
      {(control) => (
        <TextField.Root
          {...control}
          size="3"
          autoComplete={extra.autoComplete}
          value={value[key] ?? ''}
          onChange={(e) => set(key, field, e.target.value)}
        />
      )}
    </Field>
  );

  const bio = value.bio;
  const skillsProblem = errorOf('skills');
  return (
    <SettingsPanel
      title="Profile"
      description="How you appear to clients on your public profile."
      busy={busy}
      onSave={save}
      className={className}
    >
      {avatar ? <AvatarField {...avatar} error={errorOf('avatar') ?? avatar.error} /> : null}
      <div className={styles.grid}>
        {text('name', 'name', 'Full name', `Required, up to ${profileLimits.name} characters.`, {
          autoComplete: 'name',
          required: true,
        })}
        {text('title', 'title', 'Title', `Optional, up to ${profileLimits.title} characters.`)}
        {text(
          'location',
          'location',
          'Location',
          `Optional, up to ${profileLimits.location} characters.`,
        )}
        <Field
          label="Hourly rate (USD)"
          hint="Optional, from $0 to $10,000."
          error={errorOf('hourlyRate')}
          errorIcon={errorIcon}
        >
          {(control) => (
            <TextField.Root
              {...control}
              size="3"
              type="number"
              step="any"
              inputMode="decimal"
              value={value.hourlyRate}
              onChange={(e) => set('hourlyRate', 'hourlyRate', e.target.value)}
            >
              <TextField.Slot>$</TextField.Slot>
              <TextField.Slot>per hour</TextField.Slot>
            </TextField.Root>
          )}
        </Field>
        <Field
          label="Bio"
          className={styles.full}
          hint={`Optional, up to ${formatNumber(profileLimits.bio)} characters.`}
          error={errorOf('bio')}
          errorIcon={errorIcon}
        >
          {(control) => (
            <>
              <TextArea
                {...control}
                size="3"
                rows={4}
                resize="vertical"
                value={bio}
                onChange={(e) => set('bio', 'bio', e.target.value)}
              />
              <CharacterCount count={bio.length} limit={profileLimits.bio} />
            </>
          )}
        </Field>
        <div className={styles.full}>
          <SkillsField
            label="Skills"
            skills={value.skills ?? []}
            onSkillsChange={(skills) => set('skills', 'skills', skills)}
            maxSkills={profileLimits.skills}
            maxSkillLength={profileLimits.skill}
            disabled={busy}
          />
          {skillsProblem ? (
            <Text as="p" size="2" role="alert" color="red" data-slot="skills-error">
              {skillsProblem}
            </Text>
          ) : null}
        </div>
      </div>
      {responseTime !== undefined ? (
        <Text as="p" size="2" className={styles.description} data-slot="profile-response-time">
          <strong>Response time:</strong>{' '}
          {responseTime === ''
            ? 'not enough replies yet. It is worked out from how soon you answer new messages (the median over the last 90 days).'
            : `${responseTime}, worked out from how soon you answer new messages (the median over the last 90 days).`}
        </Text>
      ) : null}
    </SettingsPanel>
  );
}
