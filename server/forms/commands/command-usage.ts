// How the forms service's commands (staff, receiver:delete, receiver:reencrypt) answer their
// arguments before they open the database: help asked for is the usage on stdout, exit 0; an
// argument they cannot read is the reason and the usage on stderr, exit 2. A mistyped command
// never reaches the data.

interface CommandUsage {
  /** the usage on stdout, exit 0 */
  help(): never;
  /** the reason and the usage on stderr, exit 2 */
  fail(message: string): never;
}

/** `--help` and `-h`, as node:util's parseArgs reads them */
export const HELP_OPTION = { help: { type: 'boolean', short: 'h' } } as const;

export function commandUsage(name: string, usage: string): CommandUsage {
  return {
    help() {
      process.stdout.write(`${usage}\n`);
      process.exit(0);
    },
    fail(message) {
      process.stderr.write(`${name}: ${message}\n${usage}\n`);
      process.exit(2);
    },
  };
}
