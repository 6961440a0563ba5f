import { toasterTheme, toasts } from '@brand/ui';
import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { useAppearance } from './appearance';
import { toasterMounted } from './toast';

/** The app's toaster: top-right under the header, following the appearance, 4 s, 3 visible, Alt+T. */
export function Toaster() {
  const appearance = useAppearance();
  useEffect(() => toasterMounted(), []);
  return (
    <Sonner
      position={toasts.position}
      offset={toasts.offset}
      mobileOffset={toasts.mobileOffset}
      theme={appearance}
      duration={toasts.durationMs}
      visibleToasts={toasts.visibleToasts}
      hotkey={[...toasts.hotkey]}
      richColors
      style={toasterTheme}
      closeButton
    />
  );
}
