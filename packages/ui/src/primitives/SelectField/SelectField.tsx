'use client';

import type { ReactNode, Ref } from 'react';
import { Field, type FieldProps } from '../Field/Field';
import { SelectControl } from './SelectControl';
import * as styles from './SelectField.css';

export interface SelectFieldOption<V extends string = string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectFieldProps<V extends string = string> extends Omit<
  FieldProps,
  'children' | 'ref' | 'defaultValue' | 'onChange'
> {
  /** The choices, in order. */
  options: readonly SelectFieldOption<V>[];
  /** The chosen value; leave it `undefined` to show the placeholder. */
  value?: V;
  /** The option chosen at first (uncontrolled). */
  defaultValue?: V;
  /** The value of the option the person picks. */
  onValueChange?: (value: V) => void;
  /** Shown in the trigger while nothing is chosen. */
  placeholder?: string;
  /** Submitted with a native form under this name. */
  name?: string;
  /** Radix Themes' control size: '1', '2' or '3'. Default '3', as the other form fields. */
  size?: '1' | '2' | '3';
  /** The trigger button: the element that takes focus. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A labelled Radix `Select` on `Field`: the trigger gets the label, hint, error
 * and required wiring, and the list opens below it. Radix's Select code (about 20 KB gzip)
 * loads once the page is idle; until the first pointer over, focus on or press of the trigger,
 * a stand-in draws the same trigger, and a press on it opens the list once loaded.
 */
export function SelectField<V extends string = string>({
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  name,
  size = '3',
  required,
  disabled,
  ref,
  ...field
}: SelectFieldProps<V>) {
  return (
    <Field required={required} disabled={disabled} {...field}>
      {(control) => (
        <SelectControl
          size={size}
          name={name}
          required={required}
          disabled={disabled}
          value={value}
          defaultValue={defaultValue}
          onValueChange={onValueChange && ((next) => onValueChange(next as V))}
          options={options}
          placeholder={placeholder}
          trigger={{ ...control, className: styles.trigger }}
          ref={ref}
        />
      )}
    </Field>
  );
}
