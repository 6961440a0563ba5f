'use client';

import {
  useRef,
  type ComponentType,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { cx } from '../../internal/cx';
import { onDemand, useOnDemand } from '../../internal/onDemand';
import { useOwnRef, type StandInInput, type StandInReplay } from '../../internal/replay';
import type { SelectMenuProps } from './SelectMenu';

export interface SelectControlOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

/** What the trigger button carries besides its state: its name, wiring and hooks for styles. */
export interface SelectTriggerAttributes {
  id?: string;
  className?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  'data-slot'?: string;
}

export interface SelectControlProps {
  options: readonly SelectControlOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  name?: string;
  size: '1' | '2' | '3';
  required?: boolean;
  disabled?: boolean;
  trigger?: SelectTriggerAttributes;
  ref?: Ref<HTMLButtonElement>;
}

type Menu = ComponentType<SelectMenuProps>;
/** The select's module: once loaded, every later select renders it at once. */
const menu = onDemand<Menu>(() => import('./SelectMenu').then((module) => module.SelectMenu));

/** Loads the select's code ahead (stories, tests): selects drawn after it skip the stand-in. */
export const preloadSelect = (): Promise<unknown> => menu.load();

const opensList = ['Enter', ' ', 'ArrowDown', 'ArrowUp'];

/** The chevron of Radix Themes' trigger, drawn in the same 9 px box. */
const chevron = (
  <svg
    width="9"
    height="9"
    viewBox="0 0 9 9"
    fill="none"
    stroke="currentcolor"
    strokeWidth="1"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    className="rt-SelectIcon"
  >
    <path d="M.5 3.5 4.5 7.25l4-3.75" />
  </svg>
);

export interface SelectStandInProps extends SelectControlProps {
  /** The first sign of intent (a pointer over it, the focus): start loading the select. */
  onIntent?: () => void;
  /** A press or opening key: the select opens with it once loaded. */
  onPress?: (input: StandInInput) => void;
}

/**
 * What Radix Themes' `Select.Trigger` draws while closed (the same element, classes, state
 * attributes and label), so the stand-in takes its exact place and look. A story test holds
 * the two side by side, attribute by attribute and pixel box by pixel box.
 */
export function SelectStandIn({
  options,
  value,
  defaultValue,
  placeholder,
  name,
  size,
  required,
  disabled,
  trigger = {},
  ref,
  onIntent,
  onPress,
}: SelectStandInProps) {
  const chosen = value ?? defaultValue;
  const empty = chosen === undefined || chosen === '';
  const pointerType = useRef('touch');
  const { className, ...attributes } = trigger;
  return (
    <>
      <button
        {...attributes}
        ref={ref}
        type="button"
        // Radix's trigger points aria-controls at its list, which exists only while it is open;
        // the stand-in never has one, so it names none.
        // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
        role="combobox"
        aria-expanded="false"
        aria-required={required || undefined}
        aria-autocomplete="none"
        dir="ltr"
        data-state="closed"
        disabled={disabled}
        data-disabled={disabled ? '' : undefined}
        data-placeholder={empty ? '' : undefined}
        className={cx(
          'rt-reset',
          'rt-SelectTrigger',
          className,
          `rt-r-size-${size}`,
          'rt-variant-surface',
        )}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        onPointerDown={(event: PointerEvent) => {
          pointerType.current = event.pointerType;
          if (event.button !== 0 || event.ctrlKey || event.pointerType !== 'mouse') return;
          event.preventDefault();
          onPress?.({ kind: 'pointer', pointerType: 'mouse', x: event.clientX, y: event.clientY });
        }}
        onClick={(event: MouseEvent) => {
          // Touch, pen, or the label's click: Radix opens on the click.
          if (pointerType.current === 'mouse') return;
          onPress?.({
            kind: 'pointer',
            pointerType: pointerType.current,
            x: event.clientX,
            y: event.clientY,
          });
        }}
        onKeyDown={(event: KeyboardEvent) => {
          if (!opensList.includes(event.key)) return;
          event.preventDefault();
          onPress?.({ kind: 'key', key: event.key });
        }}
      >
        <span className="rt-SelectTriggerInner">
          <span style={{ pointerEvents: 'none' }}>
            {empty ? placeholder : options.find((option) => option.value === chosen)?.label}
          </span>
        </span>
        {chevron}
      </button>
      {name ? <input type="hidden" name={name} value={chosen ?? ''} /> : null}
    </>
  );
}

/**
 * A Radix Themes select whose code (about 20 KB gzip) is not needed to draw it: a stand-in
 * trigger shows until the first pointer over, focus on or press of the trigger (the code itself
 * loads once the page is idle, or then). A press or key on the stand-in opens the list as soon
 * as it is there, with the focus where it was.
 */
export function SelectControl(props: SelectControlProps) {
  const [standIn, setStandIn] = useOwnRef(props.ref);
  const replay = useRef<StandInReplay>({ focus: false });
  const [Menu, load] = useOnDemand(menu, {
    beforeShown: () => {
      replay.current.focus = standIn.current !== null && document.activeElement === standIn.current;
    },
  });
  if (Menu) return <Menu {...props} replay={replay.current} />;
  return (
    <SelectStandIn
      {...props}
      ref={setStandIn}
      onIntent={load}
      onPress={(input) => {
        replay.current.input = input;
        load();
      }}
    />
  );
}
