'use client';

import { Badge, Button, VisuallyHidden } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { BrandMark, Icon, Link } from '../../primitives';
import { unreadBadgeText } from './accountInitials';
import * as styles from './AppShell.css';
import { CollapsedTooltip } from './CollapsedTooltip';
import { appSections, sectionIcons, type AppSection } from './sections';

export interface SidebarNavProps {
  collapsed: boolean;
  currentSection?: AppSection;
  hrefs: Record<AppSection, string>;
  postJobHref: string;
  /** Unread messages: a count badge on Messages (a dot while collapsed to icons) when above 0. */
  unreadMessages?: number;
  onNavigate?: () => void;
  headerEnd?: ReactNode;
}

/** What the sidebar holds, on desktop and in the phone sheet: the brand, 'Post Job', the sections. */
export function SidebarNav({
  collapsed,
  currentSection,
  hrefs,
  postJobHref,
  unreadMessages = 0,
  onNavigate,
  headerEnd,
}: SidebarNavProps) {
  return (
    <>
      <div className={styles.sidebarHeader} data-slot="sidebar-header">
        <BrandMark size={32} nameClassName={styles.label} />
        {headerEnd}
      </div>
      <CollapsedTooltip collapsed={collapsed} label="Post Job">
        <Button asChild size="2" className={styles.postJob}>
          <Link href={postJobHref} onClick={onNavigate} data-slot="sidebar-post-job">
            <Icon name="plusSmall" />
            <span className={styles.label}>Post Job</span>
          </Link>
        </Button>
      </CollapsedTooltip>
      <ul className={styles.menu} data-slot="sidebar-menu">
        {appSections.map(({ id, label }) => {
          const unread = id === 'messages' && unreadMessages > 0 ? unreadMessages : 0;
          // Named 'Messages 3 unread' (as in Quick Actions and the conversation list): the count
          // is the badge's text; collapsed to icons, a dot shows and the count is hidden like the label.
          const tooltip = unread > 0 ? `${label}, ${unreadBadgeText(unread)} unread` : label;
          return (
            <li key={id} data-slot="sidebar-menu-item">
              <CollapsedTooltip collapsed={collapsed} label={tooltip}>
                <Link
                  href={hrefs[id]}
                  className={styles.navLink}
                  aria-current={id === currentSection ? 'page' : undefined}
                  onClick={onNavigate}
                  data-slot="sidebar-menu-link"
                >
                  <span className={styles.navIcon}>
                    <Icon name={sectionIcons[id]} />
                    {unread > 0 && (
                      <span
                        className={styles.navDot}
                        aria-hidden="true"
                        data-slot="sidebar-unread-dot"
                      />
                    )}
                  </span>
                  <span className={styles.label}>{label}</span>
                  {unread > 0 && (
                    <Badge
                      radius="full"
                      variant="solid"
                      size="1"
                      className={styles.navBadge}
                      data-slot="sidebar-unread-badge"
                    >
                      {unreadBadgeText(unread)}
                      <VisuallyHidden> unread</VisuallyHidden>
                    </Badge>
                  )}
                </Link>
              </CollapsedTooltip>
            </li>
          );
        })}
      </ul>
    </>
  );
}
