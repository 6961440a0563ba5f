import {
  SettingsScreen,
  settingsSectionLabels,
  toastCopy,
  ScreenLoading,
  type SavableSettingsSection,
  type Settings,
} from '@brand/ui';
import { lazy, Suspense, useCallback, useState } from 'react';
import { toast } from '../app/toast';
import { useLeaveGuard } from './useLeaveGuard';
import { ScreenLoadError } from './ScreenStatus';
import { useSettings } from '../data/settings';
import { useAccountSettings, type AccountInitial } from './useAccountSettings';

/** The Notifications tab's webhooks panel: its own chunk (with its CSS), drawn only on that tab. */
const WebhooksSection = lazy(() =>
  import('./WebhooksSection').then((module) => ({ default: module.WebhooksSection })),
);

/** The Notifications tab's emails that could not be delivered: drawn only on that tab. */
const FailedEmailsSection = lazy(() =>
  import('./FailedEmailsSection').then((module) => ({ default: module.FailedEmailsSection })),
);

let sectionList: Intl.ListFormat | undefined;

/**
 * 'Profile and Privacy'. The formatter is made once, and only once something is unsaved: the
 * first Intl formatter of a page costs a long task on a phone, and every render made one.
 */
function sectionNames(sections: SavableSettingsSection[]): string {
  if (sections.length === 0) return '';
  sectionList ??= new Intl.ListFormat('en', { type: 'conjunction' });
  return sectionList.format(sections.map((section) => settingsSectionLabels[section]));
}

/** Settings: each tab is saved to the database; the toasts follow the database's answer. */
export function SettingsRoute({
  initial,
  account: accountInitial,
}: {
  initial?: Settings;
  account?: AccountInitial;
}) {
  const settings = useSettings(initial);
  const account = useAccountSettings(accountInitial);
  const [unsaved, setUnsaved] = useState<SavableSettingsSection[]>([]);
  // The screen reports on mount too (nothing unsaved): the same list keeps this state, so
  // hydrating draws nothing again.
  const reportUnsaved = useCallback(
    (next: SavableSettingsSection[]) =>
      setUnsaved((current) => (current.join() === next.join() ? current : next)),
    [],
  );
  const names = sectionNames(unsaved);
  const guard = useLeaveGuard(unsaved.length > 0, {
    title: 'Discard unsaved changes?',
    description: `Your ${names} changes are not saved. If you leave now, they are lost.`,
    confirmLabel: 'Discard changes',
  });

  if (settings.status === 'loading') return <ScreenLoading label="Loading your settings…" />;
  if (settings.status === 'error') {
    return <ScreenLoadError error={settings.error} onRetry={settings.reload} />;
  }

  const save = async <S extends SavableSettingsSection>(section: S, values: Settings[S]) => {
    try {
      await settings.save(section, values);
    } catch (error) {
      // A refused field says so beside the field, never as a general failure.
      if (section === 'profile' && account.refused(error))
        throw new Error('Refused', { cause: error });
      console.warn(`Saving the ${section} settings failed:`, error);
      toast.error(toastCopy.errorTitle, { description: toastCopy.settingsSaveFailed });
      // The screen keeps the form's input when the save fails.
      throw new Error(toastCopy.settingsSaveFailed, { cause: error });
    }
    if (section === 'profile') account.saved();
    toast.success(toastCopy.settingsSavedTitle, {
      description: toastCopy.settingsSaved(section),
    });
  };

  return (
    <>
      <SettingsScreen
        settings={settings.data}
        onSave={save}
        onUnsavedChange={reportUnsaved}
        profileForm={account.profileForm}
        account={account.account}
        notificationsExtra={
          <Suspense fallback={null}>
            <FailedEmailsSection />
            <WebhooksSection />
          </Suspense>
        }
      />
      {guard.dialog}
    </>
  );
}
