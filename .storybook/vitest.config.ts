import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './chromium';

/**
 * Story tests: every story is rendered in headless Chromium (Debian's, never a
 * downloaded one), its play function runs, and the a11y addon fails it on any
 * axe violation. Run with `pnpm test:stories`.
 */
export default defineConfig({
  plugins: [storybookTest({ configDir: import.meta.dirname, tags: { exclude: ['skip-test'] } })],
  test: {
    name: 'storybook',
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
