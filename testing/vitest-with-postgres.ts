// `npm run test:postgres -- <vitest arguments>`: the vitest suites named, with the real PostgreSQL
// server npm test starts for them (testing/services/test-postgres.ts) — for running the receiver's
// storage, backup and operations tests one at a time.
import { spawnSync } from 'node:child_process';
import { startTestPostgres } from './services/test-postgres.ts';

const postgres = await startTestPostgres();
const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit' });
postgres.stop();
process.exitCode = result.status ?? 1;
