// The commands that run as JavaScript bundled once rather than as TypeScript transpiled at every
// start: what production runs (the receiver, its commands, the publisher and the site's build on
// the clinic's server) and what editors run (the content check). `npm start` and the tests keep
// tsx for the code they load themselves; a test that spawns one of these commands spawns its bundle.

/** bundle name (dist-node/<name>.mjs) → its source, from the repository's root */
export const BUNDLE_ENTRIES = {
  // `npm run content`: the editors' check and build
  content: 'pipeline/cli.ts',
  // the content build's second thread: compile-pool.ts starts `./compile-worker.mjs` beside
  // itself, which from a bundle is this one (watch mode's full rebuilds)
  'compile-worker': 'pipeline/threads/compile-worker.ts',
  // `npm run build`: the site, as the publishing hook builds each pushed commit
  build: 'tooling/build/build.ts',
  // the clinic's server: the form receiver and the inbox (systemd), their commands, the publisher
  forms: 'server/forms/cli.ts',
  staff: 'server/forms/commands/staff-cli.ts',
  'forms-delete': 'server/forms/commands/delete-cli.ts',
  'forms-reencrypt': 'server/forms/commands/reencrypt-cli.ts',
  // an upgrade's migrations, run before the switch (deploy/clinic)
  'forms-migrate': 'server/forms/commands/migrate-cli.ts',
  // the weekly restore test's check that a restored database decrypts (deploy/receiver/restore-test.sh)
  'forms-verify': 'server/forms/commands/verify-cli.ts',
  publish: 'tooling/publish/cli.ts',
};

/**
 * the bundles that carry their packages inside (build-bundles.mjs): the content check an editor
 * runs many times a day, and its worker thread
 */
export const SELF_CONTAINED = ['content', 'compile-worker'];

/** where the bundles, their source maps and the manifest go, from the repository's root */
export const BUNDLE_DIR = 'dist-node';

/** in BUNDLE_DIR: what each bundle was built from and what it imports (build-bundles.mjs) */
export const BUNDLE_MANIFEST = 'manifest.json';
