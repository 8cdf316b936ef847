import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // 2 cores: spawned CLIs and servers run beside the workers
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'node', environment: 'node', include: ['tests/**/*.test.ts'], exclude: ['tests/app/**', 'tests/e2e/**'] },
      },
      {
        extends: true,
        test: { name: 'app', environment: 'jsdom', include: ['tests/app/**/*.test.{ts,tsx}'], setupFiles: ['tests/app/setup.ts'] },
      },
    ],
  },
});
