import { defineConfig } from 'vitest/config';

/** Unit tests of pure rules (domain, helpers). Components are tested as stories. */
export default defineConfig({
  test: {
    name: 'ui-unit',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    passWithNoTests: false,
  },
});
