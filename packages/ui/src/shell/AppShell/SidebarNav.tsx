import { Button } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { BrandMark, Icon, Link } from '../../primitives';
import * as styles from './AppShell.css';
import { CollapsedTooltip } from './CollapsedTooltip';
import { appSections, sectionIcons, type AppSection } from './sections';

export interface SidebarNavProps {
  collapsed: boolean;
  currentSection?: AppSection;
  hrefs: Record<AppSection, string>;
  postJobHref: string;
  onNavigate?: () => void;
  headerEnd?: ReactNode;
}

/** What the sidebar holds, on desktop and in the phone sheet: the brand, 'Post Job', the sections. */
export function SidebarNav({
  collapsed,
  currentSection,
  hrefs,
  postJobHref,
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
        {appSections.map(({ id, label }) => (
          <li key={id} data-slot="sidebar-menu-item">
            <CollapsedTooltip collapsed={collapsed} label={label}>
              <Link
                href={hrefs[id]}
                className={styles.navLink}
                aria-current={id === currentSection ? 'page' : undefined}
                onClick={onNavigate}
                data-slot="sidebar-menu-link"
              >
                <span className={styles.navIcon}>
                  <Icon name={sectionIcons[id]} />
                </span>
                <span className={styles.label}>{label}</span>
              </Link>
            </CollapsedTooltip>
          </li>
        ))}
      </ul>
    </>
  );
}
