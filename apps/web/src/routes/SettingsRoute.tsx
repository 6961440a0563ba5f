import { SettingsScreen, toastCopy, type SavableSettingsSection, type Settings } from '@brand/ui';
import { toast } from 'sonner';
import { updateSessionData, useSessionData } from '../data/sessionStore';
import { simulateServerCall } from '../data/simulate';

export function SettingsRoute() {
  const { settings } = useSessionData();

  const save = async <S extends SavableSettingsSection>(section: S, values: Settings[S]) => {
    try {
      await simulateServerCall(() =>
        updateSessionData((data) => ({
          ...data,
          settings: { ...data.settings, [section]: values },
        })),
      );
      toast.success(toastCopy.settingsSavedTitle, {
        description: toastCopy.settingsSaved(section),
      });
    } catch {
      toast.error(toastCopy.errorTitle, { description: toastCopy.settingsSaveFailed });
      throw new Error(toastCopy.settingsSaveFailed);
    }
  };

  return <SettingsScreen settings={settings} onSave={save} />;
}
