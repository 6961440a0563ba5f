'use client';

import { Select } from '@radix-ui/themes';
import { useOwnRef, useReplay, type StandInReplay } from '../../internal/replay';
import type { SelectControlProps } from './SelectControl';

export interface SelectMenuProps extends SelectControlProps {
  replay?: StandInReplay;
}

/**
 * The select itself (Radix Themes' `Select`, about 20 KB gzip with its list's scroll area and
 * scroll lock): loaded once the page is idle, drawn on the first sign of intent (./SelectControl).
 */
export function SelectMenu({
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  name,
  size,
  required,
  disabled,
  trigger,
  ref,
  replay,
}: SelectMenuProps) {
  const [own, setTrigger] = useOwnRef(ref);
  useReplay(own, replay);
  return (
    <Select.Root
      size={size}
      name={name}
      required={required}
      disabled={disabled}
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
    >
      <Select.Trigger {...trigger} ref={setTrigger} placeholder={placeholder} />
      <Select.Content position="popper">
        {options.map((option) => (
          <Select.Item key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
