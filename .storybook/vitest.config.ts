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
    // Every story file runs in the one page Vitest opens, not a new iframe each: the preview,
    // Radix Themes and the stories' modules load once (Storybook unmounts each story and
    // resets its args after it). 157 s instead of 274 s for the 343 story tests here.
    isolate: false,
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
