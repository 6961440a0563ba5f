'use client';

import { IconButton, Theme } from '@radix-ui/themes';
import { Dialog, VisuallyHidden } from 'radix-ui';
import type { RefObject } from 'react';
import { brand } from '../../brand';
import { Icon } from '../../primitives';
import * as styles from './AppShell.css';
import { SidebarNav } from './SidebarNav';
import type { AppSection } from './sections';

export interface MobileSheetProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The toggle that opened the sheet; focus goes back to it on close. */
  returnFocusRef: RefObject<HTMLButtonElement | null>;
  currentSection?: AppSection;
  hrefs: Record<AppSection, string>;
  postJobHref: string;
  /** Unread messages, badged on Messages when above 0. */
  unreadMessages?: number;
}

/** The phone navigation: the sidebar as an 18rem modal sheet that closes on any navigation. */
export function MobileSheet({
  id,
  open,
  onOpenChange,
  returnFocusRef,
  currentSection,
  hrefs,
  postJobHref,
  unreadMessages,
}: MobileSheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Theme asChild>
          <div className={styles.sheetTheme}>
            <Dialog.Overlay className={styles.overlay} />
            <Dialog.Content
              className={styles.sheet}
              id={id}
              data-slot="sidebar-sheet"
              onCloseAutoFocus={(event) => {
                // The toggle opened the sheet; focus goes back to it.
                event.preventDefault();
                returnFocusRef.current?.focus();
              }}
            >
              <VisuallyHidden.Root>
                <Dialog.Title>Navigation</Dialog.Title>
                <Dialog.Description>
                  Go to a section of {brand.name} or post a job.
                </Dialog.Description>
              </VisuallyHidden.Root>
              <nav
                aria-label="Main"
                data-slot="sidebar"
                data-state="expanded"
                data-mobile="true"
                className={styles.sidebar}
              >
                <SidebarNav
                  collapsed={false}
                  currentSection={currentSection}
                  hrefs={hrefs}
                  postJobHref={postJobHref}
                  unreadMessages={unreadMessages}
                  onNavigate={() => onOpenChange(false)}
                  headerEnd={
                    <Dialog.Close asChild>
                      <IconButton
                        variant="ghost"
                        color="gray"
                        aria-label="Close navigation"
                        className={styles.sheetClose}
                      >
                        <Icon name="xSmall" />
                      </IconButton>
                    </Dialog.Close>
                  }
                />
              </nav>
            </Dialog.Content>
          </div>
        </Theme>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
