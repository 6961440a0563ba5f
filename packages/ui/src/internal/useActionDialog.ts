'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * Which of a component's action dialogs is open, and the button that opened it (the focus goes
 * back there). A dialog closes by itself when its action has run: `busy` went from true to
 * false with no `error`. A failed action leaves it open with the error and the input kept.
 */
export function useActionDialog<K extends string>(busy: boolean, error: string | undefined) {
  const [open, setOpen] = useState<K | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy && !error) setOpen(null);
    wasBusy.current = busy;
  }, [busy, error]);
  return {
    open,
    opener,
    /** Opens `kind`, noting the pressed button. */
    show: (kind: K, button?: HTMLElement | null) => {
      opener.current = button ?? null;
      setOpen(kind);
    },
    /** For a dialog's `onOpenChange`. */
    change: (kind: K) => (next: boolean) => setOpen(next ? kind : null),
  };
}
