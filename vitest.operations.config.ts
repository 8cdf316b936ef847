import { defineConfig } from 'vitest/config';

// The server trial (tests/operations/): deploy/install as root into a scratch prefix, the machine's
// PostgreSQL and nginx, minutes of builds — CI's sweep runs it (`npm test -- --sweep`), and
// `npm run test:operations` alone.
export default defineConfig({
  test: {
    globalSetup: ['testing/bundles-setup.ts'],
    include: ['tests/operations/**/*.trial.ts'],
    testTimeout: 900_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
