import { defineConfig } from 'vitest/config';

/** Unit tests of the pruning steps, on small stylesheets and source files made in the tests. */
export default defineConfig({
  test: {
    name: 'css-subset',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    passWithNoTests: false,
  },
});
