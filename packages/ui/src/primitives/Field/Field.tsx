'use client';

import { Text } from '@radix-ui/themes';
import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './Field.css';

/**
 * How a message is announced when it changes:
 * - `'off'`: read with the control when it gets focus (use when focus moves to the first invalid field);
 * - `'polite'`: the message line is a polite live region, so it should exist before it changes (give a `hint`);
 * - `'alert'`: an error is announced at once (`role="alert"`), e.g. when focus stays on the submit button.
 */
export type FieldAnnounce = 'off' | 'polite' | 'alert';

/** What the control receives: spread it onto the element that takes focus. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  disabled?: true;
}

export interface FieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'id'> {
  /** The visible label; it names the control. */
  label: ReactNode;
  /**
   * Renders the control with the wiring spread onto it:
   * `{(control) => <TextField.Root {...control} value={…} />}`. Native inputs may add
   * `required` too, for the browser's own validation.
   */
  children: (control: FieldControlProps) => ReactNode;
  /** The control's id (the label's `htmlFor`); generated when left out. */
  id?: string;
  /** Help under the control. While there is an error, the error takes its place. */
  hint?: ReactNode;
  /** Marks the control invalid and describes it with this message. */
  error?: ReactNode;
  /** A star after the label (hidden from screen readers) and `aria-required` on the control. */
  required?: boolean;
  /** Passes `disabled` to the control and dims the label. */
  disabled?: boolean;
  /** How a new message is announced. Default `'off'`. */
  announce?: FieldAnnounce;
  /** An icon before the error text. */
  errorIcon?: ReactNode;
  /** The error's weight. Default `'regular'` with an `errorIcon`, `'medium'` without one, so colour is never the only cue. */
  errorWeight?: 'regular' | 'medium';
  /** Space between label, control and message. Default `'2'`. */
  gap?: styles.FieldVariants['gap'];
  ref?: Ref<HTMLDivElement>;
}

const isShown = (node: ReactNode) => node != null && node !== false && node !== '';

/**
 * A labelled form control with its hint, required mark and error. The field owns
 * the ids and ARIA wiring (`htmlFor`, `aria-describedby`, `aria-invalid`,
 * `aria-required`); the caller renders the control: a Radix `TextField.Root`,
 * `TextArea`, `Select.Trigger` or anything that takes an id and ARIA props.
 * One message line sits under the control: the error if there is one, else the hint.
 */
export function Field({
  label,
  children,
  id,
  hint,
  error,
  required = false,
  disabled = false,
  announce = 'off',
  errorIcon,
  errorWeight,
  gap,
  className,
  ...rest
}: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hasHint = isShown(hint);
  const hasError = isShown(error);
  // With a hint the line always exists (a live region must be there before it changes).
  const messageId = hasHint ? `${controlId}-hint` : `${controlId}-error`;
  const hasMessage = hasHint || hasError;
  const withIcon = hasError && errorIcon != null;

  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': hasMessage ? messageId : undefined,
    'aria-invalid': hasError ? true : undefined,
    'aria-required': required ? true : undefined,
    disabled: disabled ? true : undefined,
  };

  return (
    <div data-slot="field" className={cx(styles.root({ gap }), className)} {...rest}>
      <Text
        as="label"
        size="2"
        htmlFor={controlId}
        className={styles.label}
        data-slot="field-label"
      >
        {label}
        {required && (
          <span aria-hidden="true" className={styles.requiredMark}>
            *
          </span>
        )}
      </Text>
      {children(control)}
      {hasMessage && (
        <Text
          as="p"
          size="2"
          id={messageId}
          role={hasError && announce === 'alert' ? 'alert' : undefined}
          aria-live={announce === 'polite' ? 'polite' : undefined}
          data-slot="field-message"
          data-state={hasError ? 'error' : 'hint'}
          className={styles.message({
            tone: hasError ? 'error' : 'hint',
            weight: hasError
              ? (errorWeight ?? (errorIcon != null ? 'regular' : 'medium'))
              : 'regular',
            withIcon,
          })}
        >
          {withIcon && errorIcon}
          {hasError ? error : hint}
        </Text>
      )}
    </div>
  );
}
