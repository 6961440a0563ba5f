'use client';

import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';

export interface UnsavedChangesDialogProps {
  /** Shown while a navigation away from unsaved input waits for the person's answer. */
  open: boolean;
  /** The question, e.g. 'Discard unsaved changes?'. */
  title?: string;
  /** What leaving does to the input, in a sentence or two. */
  description?: ReactNode;
  /** The button that leaves. Default 'Discard changes'. */
  confirmLabel?: string;
  /** The button that stays, focused when the dialog opens. Default 'Keep editing'. */
  cancelLabel?: string;
  /** Leave: the app lets the navigation go on. */
  onConfirm: () => void;
  /** Stay (the button, Escape): the app cancels the navigation; the input is untouched. */
  onCancel: () => void;
}

/**
 * Asks before leaving a form with unsaved input (the app shows it when its router holds a
 * navigation). Staying is the safe default: 'Keep editing' is the solid button and has focus,
 * and Escape stays too; leaving is the red, soft one.
 */
export function UnsavedChangesDialog({
  open,
  title = 'Discard unsaved changes?',
  description = 'You have changes that are not saved. If you leave now, they are lost.',
  confirmLabel = 'Discard changes',
  cancelLabel = 'Keep editing',
  onConfirm,
  onCancel,
}: UnsavedChangesDialogProps) {
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      <AlertDialog.Content maxWidth="28rem" data-slot="unsaved-changes-dialog">
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{description}</AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button size="2">{cancelLabel}</Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" variant="soft" size="2" onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
