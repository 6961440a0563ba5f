import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 1,
    // supabase-js (the webhook test's users) wants a global WebSocket: Node 20 has it behind a flag.
    execArgv: ['--experimental-websocket'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
