import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // supabase-js 2.119 wants a global WebSocket when it makes a client; Node 20 has one only
    // behind this flag. Realtime is never used here.
    execArgv: ['--experimental-websocket'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
