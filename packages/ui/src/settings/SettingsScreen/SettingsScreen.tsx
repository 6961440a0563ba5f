'use client';

import { Heading, Spinner, Tabs, Text, VisuallyHidden } from '@radix-ui/themes';
import { useEffect, useRef, useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { settingsSectionLabels, type SavableSettingsSection } from '../../domain/settings';
import type { Settings, SettingsSection } from '../../domain/types';
import * as shared from '../../layout/screen.css';
import { cx } from '../../internal/cx';
import { onDemand, useOnDemand } from '../../internal/onDemand';
import { whenIdle } from '../../internal/whenIdle';
import type { Billing } from '../BillingPanel/BillingPanel';
import {
  ProfileSettingsForm,
  type ProfileSettingsFormProps,
} from '../ProfileSettingsForm/ProfileSettingsForm';
import { useScrollHint } from '../../internal/useScrollHint';
import * as styles from './SettingsScreen.css';

export interface SettingsScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The saved settings; the screen edits a draft of each section. */
  settings: Settings;
  /**
   * Save one section. While the returned promise is pending the section's
   * button reads 'Saving...' and is disabled; the app shows the toasts and,
   * on success, passes the new values back through `settings`. On failure the
   * draft is kept so nothing typed is lost.
   */
  onSave: (
    section: SavableSettingsSection,
    values: Settings[SavableSettingsSection],
  ) => Promise<unknown> | void;
  /**
   * The plan and payment method for the Billing tab. Default: the current flat fee, no card on
   * file.
   */
  billing?: Billing;
  /** The open tab, if the app controls it. */
  tab?: SettingsSection;
  /**
   * The tab open at first (uncontrolled): 'profile' (default), 'notifications', 'privacy' or
   * 'billing'.
   */
  defaultTab?: SettingsSection;
  /** A tab chosen by the person, with its id. */
  onTabChange?: (tab: SettingsSection) => void;
  /**
   * The sections with edits not saved yet, whenever that changes (empty: nothing to lose). The
   * app asks before leaving with unsaved edits; switching tabs keeps them.
   */
  onUnsavedChange?: (sections: SavableSettingsSection[]) => void;
  /** The Profile tab's photo, server refusals by field, and computed response time. */
  profileForm?: Pick<ProfileSettingsFormProps, 'errors' | 'avatar' | 'responseTime'>;
  /** Shown under the profile form in the Profile tab: the account (email, password, delete). */
  account?: ReactNode;
  /** Drawn under the notification switches in the Notifications tab (the app's WebhooksPanel). */
  notificationsExtra?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

const sections = Object.keys(settingsSectionLabels) as SettingsSection[];
const savable: SavableSettingsSection[] = ['profile', 'notifications', 'privacy'];

/** The other tabs' code: Notifications, Privacy and Billing. */
const laterTabs = onDemand(() => import('./SettingsLaterTabs'));

/** Loads the screen's other tabs ahead (stories, tests): screens drawn after it show them at once. */
export const preloadSettingsScreen = (): Promise<unknown> => laterTabs.load();

/** A tab whose code is on its way: a spinner, and what is loading for screen readers. */
function TabLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className={styles.tabLoading}>
      <Spinner size="3" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}

type LaterTabs = NonNullable<(typeof laterTabs)['loaded']>;

/**
 * One of the other tabs' content, mounted only while its tab is open: drawn at once when their
 * code is there, a spinner until it is. Only this part draws again when the code arrives, never
 * the whole screen (the profile form and all).
 */
function LaterTab({
  loading,
  children,
}: {
  loading: string;
  children: (later: LaterTabs) => ReactNode;
}) {
  const [later, load] = useOnDemand(laterTabs, { idle: false });
  useEffect(() => {
    if (!later) load();
  }, [later, load]);
  return later ? children(later) : <TabLoading label={loading} />;
}

/** Starts loading the other tabs' code (a failed load is tried again next time). */
const warmLaterTabs = laterTabs.warm;

/**
 * Settings: Profile, Notifications, Privacy and Billing tabs.
 *
 * Only the Profile tab's code is needed to draw the screen: the other tabs' code loads once the
 * page is idle, on the first pointer over or focus in the tab list, or at once when one of
 * them is open. A tab opened before it is there shows a spinner until it is; only that tab's
 * content draws again when it arrives.
 */
export function SettingsScreen({
  settings,
  onSave,
  billing,
  tab,
  defaultTab = 'profile',
  onTabChange,
  onUnsavedChange,
  profileForm,
  account,
  notificationsExtra,
  className,
  ...rest
}: SettingsScreenProps) {
  const tabListRef = useRef<HTMLDivElement>(null);
  useScrollHint(tabListRef);
  const [draft, setDraft] = useState<Settings>(settings);
  const [saved, setSaved] = useState<Settings>(settings);
  const [saving, setSaving] = useState<SavableSettingsSection | null>(null);
  const [ownTab, setOwnTab] = useState<SettingsSection>(defaultTab);

  // When the app hands back new saved values, adopt them section by section
  // (unsaved edits in other sections stay).
  if (settings !== saved) {
    setSaved(settings);
    setDraft((d) => ({
      profile: settings.profile !== saved.profile ? settings.profile : d.profile,
      notifications:
        settings.notifications !== saved.notifications ? settings.notifications : d.notifications,
      privacy: settings.privacy !== saved.privacy ? settings.privacy : d.privacy,
    }));
  }

  const save = async (section: SavableSettingsSection) => {
    if (saving) return;
    const result = onSave(section, draft[section]);
    if (!result || typeof (result as Promise<unknown>).then !== 'function') return;
    setSaving(section);
    try {
      await result;
    } catch {
      // The app shows 'Failed to save settings. Please try again.'; the draft stays.
    } finally {
      setSaving(null);
    }
  };

  const current = tab ?? ownTab;
  // A tab chosen later is scrolled into the list's view (a phone shows only some of them); the
  // list starts at its beginning.
  const firstTab = useRef(true);
  useEffect(() => {
    if (firstTab.current) {
      firstTab.current = false;
      return;
    }
    const active = tabListRef.current?.querySelector<HTMLElement>('[data-state="active"]');
    const list = tabListRef.current;
    if (!active || !list || list.scrollWidth <= list.clientWidth) return;
    // Only when it is cut off, and only as far as needed (a tab in view stays where it is).
    const a = active.getBoundingClientRect();
    const l = list.getBoundingClientRect();
    if (a.left < l.left) list.scrollBy({ left: a.left - l.left - 24 });
    else if (a.right > l.right) list.scrollBy({ left: a.right - l.right + 24 });
  }, [current]);
  // The other tabs' code loads once the page is idle; each tab draws it when opened (LaterTab).
  useEffect(() => whenIdle(warmLaterTabs), []);

  // Which sections differ from what was saved: told to the app when that changes.
  const unsaved = savable.filter(
    (section) => JSON.stringify(draft[section]) !== JSON.stringify(saved[section]),
  );
  const unsavedKey = unsaved.join(',');
  const report = useRef(onUnsavedChange);
  report.current = onUnsavedChange;
  useEffect(() => {
    report.current?.(unsavedKey ? (unsavedKey.split(',') as SavableSettingsSection[]) : []);
  }, [unsavedKey]);

  return (
    <div
      data-slot="settings-screen"
      className={cx(shared.screen, styles.frame, className)}
      {...rest}
    >
      <header className={shared.screenHeader}>
        <Heading as="h1" size="7">
          Settings
        </Heading>
        <Text as="p" size="3" className={shared.muted}>
          Your profile, notifications, privacy and billing.
        </Text>
      </header>
      <Tabs.Root
        value={current}
        onValueChange={(value) => {
          setOwnTab(value as SettingsSection);
          onTabChange?.(value as SettingsSection);
        }}
        className={styles.tabs}
      >
        <Tabs.List
          ref={tabListRef}
          data-scroll="none"
          className={styles.tabList}
          aria-label="Settings sections"
          onPointerEnter={warmLaterTabs}
          onFocus={warmLaterTabs}
        >
          {sections.map((s) => (
            <Tabs.Trigger key={s} value={s}>
              {settingsSectionLabels[s]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="profile">
          <ProfileSettingsForm
            value={draft.profile}
            onChange={(profile) => setDraft((d) => ({ ...d, profile }))}
            busy={saving === 'profile'}
            onSave={() => save('profile')}
            {...profileForm}
          />
          {account}
        </Tabs.Content>
        <Tabs.Content value="notifications">
          <LaterTab loading="Loading notification settings…">
            {(later) => (
              <later.NotificationSettingsForm
                value={draft.notifications}
                onChange={(notifications) => setDraft((d) => ({ ...d, notifications }))}
                busy={saving === 'notifications'}
                onSave={() => save('notifications')}
              />
            )}
          </LaterTab>
          {notificationsExtra && <div className={styles.extra}>{notificationsExtra}</div>}
        </Tabs.Content>
        <Tabs.Content value="privacy">
          <LaterTab loading="Loading privacy settings…">
            {(later) => (
              <later.PrivacySettingsForm
                value={draft.privacy}
                onChange={(privacy) => setDraft((d) => ({ ...d, privacy }))}
                busy={saving === 'privacy'}
                onSave={() => save('privacy')}
              />
            )}
          </LaterTab>
        </Tabs.Content>
        <Tabs.Content value="billing">
          <LaterTab loading="Loading billing…">
            {(later) => <later.BillingPanel billing={billing} />}
          </LaterTab>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
