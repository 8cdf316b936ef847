// `node dist-node/forms-migrate.mjs`: the forms service's migrations applied, and nothing else —
// what an upgrade runs with the new release's code before it switches to it (deploy/clinic
// upgrade), so that a migration that fails leaves the running version untouched. The service
// applies them at start as well; both take the same advisory lock (database/migrate.ts).
// Its environment: the service's own (settings.ts: DATABASE_URL and the keys).
import { openCommandDatabase } from './command-database.ts';

try {
  const { db } = await openCommandDatabase();
  await db.close();
  process.stdout.write('forms-migrate: the database is up to date\n');
} catch (error) {
  for (const line of (error as Error).message.split('\n')) process.stderr.write(`forms-migrate: ${line}\n`);
  process.exitCode = 1;
}
