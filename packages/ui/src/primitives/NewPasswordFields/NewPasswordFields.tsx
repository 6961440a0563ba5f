'use client';

import { TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { passwordMinLength } from '../../domain/auth';
import { Field, type FieldProps } from '../Field';
import { Icon } from '../Icon';

const errorIcon = <Icon name="alertCircle" size={14} />;

export interface NewPasswordErrors {
  password?: string;
  confirm?: string;
}

/**
 * A new password typed twice, as 'Set new password' (after a recovery link) and Settings'
 * 'Change password' ask for it: the two fields' state and their checks. `check()` shows what
 * is wrong and says whether the password may be sent; `fail(message)` shows the service's
 * refusal under the first field; `clear()` empties both.
 */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const check = () => {
    const found: NewPasswordErrors = {};
    if (password.length < passwordMinLength)
      found.password = `Use at least ${passwordMinLength} characters.`;
    if (confirm !== password) found.confirm = "Passwords don't match";
    setErrors(found);
    return !found.password && !found.confirm;
  };
  return {
    password,
    check,
    fail: (message: string) => setErrors({ password: message }),
    clear: () => {
      setPassword('');
      setConfirm('');
    },
    fields: {
      password,
      confirm,
      errors,
      onPasswordChange: (value: string) => {
        setPassword(value);
        setErrors({});
      },
      onConfirmChange: (value: string) => {
        setConfirm(value);
        setErrors((current) => ({ ...current, confirm: undefined }));
      },
    },
  };
}

export interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  errors: NewPasswordErrors;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  /** The space between each field's label, control and message (Field's `gap`). */
  gap?: FieldProps['gap'];
}

/** One password field, filled in by the person as a new password. */
function PasswordField({
  label,
  hint,
  error,
  gap,
  value,
  onValue,
}: {
  label: string;
  hint?: string;
  error: string | undefined;
  gap: FieldProps['gap'];
  value: string;
  onValue: (value: string) => void;
}) {
  return (
    <Field label={label} hint={hint} error={error} errorIcon={errorIcon} announce="alert" gap={gap}>
      {(control) => (
        <TextField.Root
          {...control}
          size="3"
          type="password"
          autoComplete="new-password"
          value={value}
          onChange={(e) => onValue(e.target.value)}
        />
      )}
    </Field>
  );
}

/** 'New password' (with its length hint) and 'Confirm new password', errors announced at once. */
export function NewPasswordFields({
  password,
  confirm,
  errors,
  onPasswordChange,
  onConfirmChange,
  gap,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label="New password"
        hint={`At least ${passwordMinLength} characters.`}
        error={errors.password}
        gap={gap}
        value={password}
        onValue={onPasswordChange}
      />
      <PasswordField
        label="Confirm new password"
        error={errors.confirm}
        gap={gap}
        value={confirm}
        onValue={onConfirmChange}
      />
    </>
  );
}
