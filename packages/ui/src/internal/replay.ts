'use client';

import { useCallback, useEffect, useRef, type Ref, type RefObject } from 'react';

/** A press or an opening key on a stand-in trigger, to be played again on the real one. */
export type StandInInput =
  { kind: 'key'; key: string } | { kind: 'pointer'; pointerType: string; x: number; y: number };

/** What the person did to a stand-in trigger while the real one's code loaded. */
export interface StandInReplay {
  /** The stand-in had the focus: the real trigger takes it. */
  focus: boolean;
  input?: StandInInput;
}

/**
 * Plays a press or key again on `target`, as Radix's triggers listen for them: the key as a
 * keydown; a press as a pointerdown where it happened (a mouse opens menus and selects on it),
 * then for touch and pen the click that opens a select.
 */
export function replayOn(target: HTMLElement, input: StandInInput): void {
  if (input.kind === 'key') {
    target.dispatchEvent(
      new KeyboardEvent('keydown', { key: input.key, bubbles: true, cancelable: true }),
    );
    return;
  }
  const at = { bubbles: true, cancelable: true, clientX: input.x, clientY: input.y };
  target.dispatchEvent(
    new PointerEvent('pointerdown', { ...at, button: 0, pointerType: input.pointerType }),
  );
  if (input.pointerType !== 'mouse') target.dispatchEvent(new MouseEvent('click', at));
}

/**
 * Once, as the loaded control replaces its stand-in: the focus the stand-in had, then its
 * press or key, on `target`. The replay is emptied as it is used, so an effect run again
 * (Strict Mode) never presses twice.
 */
export function useReplay(
  target: RefObject<HTMLElement | null>,
  replay: StandInReplay | undefined,
): void {
  useEffect(() => {
    const element = target.current;
    if (!element || !replay) return;
    const { focus, input } = replay;
    replay.focus = false;
    replay.input = undefined;
    if (focus) element.focus();
    if (input) replayOn(element, input);
    // Once, on mount: the replay belongs to the first render after the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * A ref of the component's own to a trigger that also sets the caller's `ref` (a function or
 * an object): the stand-in and the loaded control both need the element, and so may the app.
 */
export function useOwnRef<T>(
  ref: Ref<T> | undefined,
): readonly [RefObject<T | null>, (node: T | null) => void] {
  const own = useRef<T | null>(null);
  const set = useCallback(
    (node: T | null) => {
      own.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  return [own, set] as const;
}
