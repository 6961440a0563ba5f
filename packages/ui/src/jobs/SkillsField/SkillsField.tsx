import { Button, IconButton, TextField } from '@radix-ui/themes';
import { useState, type HTMLAttributes, type Ref } from 'react';
import { addSkill, addSkillRefusal, removeSkill } from '../../domain/jobs';
import { cx } from '../../internal/cx';
import { Field, Icon } from '../../primitives';
import * as styles from './SkillsField.css';

export interface SkillsFieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  skills: string[];
  onSkillsChange: (skills: string[]) => void;
  label?: string;
  disabled?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * 'Required Skills': type a skill and press Enter or Add. A skill is added
 * only when it is not blank after trimming and not already listed (any case);
 * otherwise a short reason shows under the field. Chips remove with their ×.
 * Enter never submits the surrounding form.
 */
export function SkillsField({
  skills,
  onSkillsChange,
  label = 'Required Skills',
  disabled = false,
  className,
  ...rest
}: SkillsFieldProps) {
  const [input, setInput] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const add = () => {
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
        hint="Press Enter or Add after each skill. Optional."
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
