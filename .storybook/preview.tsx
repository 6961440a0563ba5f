// Radix Themes as the app loads it: its tokens, the colour scales the product uses, its
// components and utilities (pruned in builds, see packages/css-subset).
import '@brand/css-subset/radix-sheets';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { ThemeProvider, type Appearance } from '../packages/ui/src';
import { allModes, viewports } from './modes';

function StoryTheme({ appearance, children }: { appearance: Appearance; children: ReactNode }) {
  // Mirror the pre-paint script of the app: the class on <html> flips Radix
  // and the brand tokens for everything, portals included.
  useEffect(() => {
    const root = document.documentElement;
    root.classList.remove('light', 'dark');
    root.classList.add(appearance === 'dark' ? 'dark' : 'light');
    root.style.colorScheme = appearance === 'dark' ? 'dark' : 'light';
  }, [appearance]);
  return <ThemeProvider appearance={appearance}>{children}</ThemeProvider>;
}

const withTheme: Decorator = (Story, context) => (
  <StoryTheme appearance={(context.globals['appearance'] ?? 'light') as Appearance}>
    <Story />
  </StoryTheme>
);

const preview: Preview = {
  decorators: [withTheme],
  // Selects, the job's dialogs and the settings' later tabs load their code on demand (a
  // stand-in shows until then): every story draws the real ones from its first frame, so
  // screenshots and play functions never race them. (The shell's stories preload its menu and sheet themselves.)
  // Imported here, not at the top: a static import would put those components' CSS before
  // Radix's in the page, and Radix's reset would win over their own rules.
  loaders: [
    async () => {
      const [{ preloadSelect }, { preloadJobDetailScreen }, { preloadSettingsScreen }] =
        await Promise.all([
          import('../packages/ui/src/primitives/SelectField/SelectControl'),
          import('../packages/ui/src/jobs/JobDetailScreen/JobDetailScreen'),
          import('../packages/ui/src/settings/SettingsScreen/SettingsScreen'),
        ]);
      await Promise.all([preloadSelect(), preloadJobDetailScreen(), preloadSettingsScreen()]);
    },
  ],
  globalTypes: {
    appearance: {
      description: 'Light or dark appearance',
      toolbar: {
        title: 'Appearance',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    appearance: 'light',
  },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    viewport: { options: viewports },
    a11y: {
      // Any axe violation fails the story test.
      test: 'error',
    },
    chromatic: { modes: allModes },
    options: {
      storySort: {
        order: ['Introduction', 'Foundations', '*'],
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
