import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // supabase-js 2.119 builds its realtime client eagerly and wants a global WebSocket, which
    // Node 20 has only behind this flag (Node 22+ has it by default). Realtime is never used here.
    execArgv: ['--experimental-websocket'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
