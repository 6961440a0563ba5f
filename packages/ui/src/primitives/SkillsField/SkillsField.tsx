'use client';

import { Button, IconButton, TextField } from '@radix-ui/themes';
import { useState, type HTMLAttributes, type Ref } from 'react';
import { addSkill, addSkillRefusal, removeSkill } from '../../domain/jobs';
import { jobLimits } from '../../domain/proposals';
import { cx } from '../../internal/cx';
import { Field } from '../Field';
import { Icon } from '../Icon';
import * as styles from './SkillsField.css';

export interface SkillsFieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  /** The skills listed so far, in the order they were added (controlled). */
  skills: string[];
  /** The new list after a skill is added (Enter or Add) or removed. */
  onSkillsChange: (skills: string[]) => void;
  /** The field's label. Default 'Skills'. */
  label?: string;
  /** Disables adding and removing skills (e.g. while saving). */
  disabled?: boolean;
  /** The most skills the list takes. Default 20 (`jobLimits.skills`). */
  maxSkills?: number;
  /** The most characters one skill takes, after trimming. Default 50 (`jobLimits.skill`). */
  maxSkillLength?: number;
  ref?: Ref<HTMLDivElement>;
}

/** Why a skill is refused beyond `addSkill`'s blank and duplicate: too many, or too long. */
function limitRefusal(
  skills: readonly string[],
  input: string,
  maxSkills: number,
  maxSkillLength: number,
): string | null {
  const skill = input.trim();
  if (skill === '') return null;
  if (skills.length >= maxSkills) {
    return `You can add up to ${maxSkills} skills. Remove one to add another.`;
  }
  if (skill.length > maxSkillLength) {
    return `Keep each skill to ${maxSkillLength} characters; this one has ${skill.length}.`;
  }
  return null;
}

/**
 * 'Required Skills': type a skill and press Enter or Add. A skill is added
 * only when it is not blank after trimming, not already listed (any case), not
 * longer than `maxSkillLength` and the list has room (`maxSkills`); otherwise a
 * short reason shows under the field. Chips remove with their ×.
 * Enter never submits the surrounding form.
 */
export function SkillsField({
  skills,
  onSkillsChange,
  label = 'Required Skills',
  disabled = false,
  maxSkills = jobLimits.skills,
  maxSkillLength = jobLimits.skill,
  className,
  ...rest
}: SkillsFieldProps) {
  const [input, setInput] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const add = () => {
    const overLimit = limitRefusal(skills, input, maxSkills, maxSkillLength);
    if (overLimit) {
      setRefusal(overLimit);
      return;
    }
    const result = addSkill(skills, input);
    if (result.ok) {
      onSkillsChange(result.skills);
      setInput('');
      setRefusal(null);
    } else {
      setRefusal(addSkillRefusal(result.reason, input));
    }
  };

  return (
    <div data-slot="skills-field" className={cx(styles.root, className)} {...rest}>
      <Field
        label={label}
        hint={`Press Enter or Add after each skill. Optional, up to ${maxSkills}.`}
        error={refusal}
        errorWeight="regular"
        announce="polite"
        disabled={disabled}
      >
        {(control) => (
          <div className={styles.row}>
            <TextField.Root
              {...control}
              size="3"
              className={styles.input}
              placeholder="e.g. React, Figma, SEO"
              value={input}
              onChange={(event) => {
                setInput(event.target.value);
                if (refusal) setRefusal(null);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  add();
                }
              }}
            />
            <Button
              type="button"
              size="3"
              variant="soft"
              highContrast
              onClick={add}
              disabled={disabled}
            >
              <Icon name="plus" />
              Add
            </Button>
          </div>
        )}
      </Field>
      {skills.length > 0 && (
        <ul className={styles.chips} aria-label="Added skills" data-slot="skills-field-chips">
          {skills.map((skill) => (
            <li key={skill} className={styles.chip}>
              {skill}
              <IconButton
                type="button"
                size="1"
                variant="ghost"
                highContrast
                radius="full"
                aria-label={`Remove ${skill}`}
                disabled={disabled}
                onClick={() => onSkillsChange(removeSkill(skills, skill))}
              >
                <Icon name="x" size={12} />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
