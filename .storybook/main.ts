import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vite';
import { cssSubset } from '@brand/css-subset';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: {
    name: '@storybook/react-vite',
    options: {},
  },
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
  },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      // cssSubset: builds prune Radix Themes' CSS as the app's builds do (stories included), so
      // the visual gate proves the subset misses nothing a story renders.
      plugins: [react(), vanillaExtractPlugin(), cssSubset({ storybook: true })],
      optimizeDeps: {
        // Without this the first cold run re-optimises mid-run and stories fail at random.
        include: ['@vanilla-extract/recipes/createRuntimeFn', '@radix-ui/themes', 'radix-ui'],
      },
      build: {
        rollupOptions: {
          onwarn(warning: { code?: string }, warn: (w: unknown) => void) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
        },
      },
    });
  },
};

export default config;
