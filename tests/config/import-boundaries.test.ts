import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../testing/run-cli.ts';

// Data flows one way and so do imports (docs/architecture.md): eslint.config.js holds the
// boundaries, and npm test runs the lint. Each crossing below must be refused, each allowed import
// must pass — so a config edit cannot switch the rule off unnoticed.
const eslint = new ESLint({ cwd: ROOT });

async function boundaryErrors(file: string, specifier: string): Promise<string[]> {
  const code = `import * as imported from '${specifier}';\nexport const used = imported;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

describe('the import boundaries between folders', () => {
  it.each([
    ['pipeline/index/example.ts', '../../app/app.tsx'],
    ['pipeline/example.ts', '../tooling/start.ts'],
    ['server/api/example.ts', '../../pipeline/build.ts'],
    ['server/forms/example.ts', '../../tooling/build/build.ts'],
    ['server/example.ts', '../app/entry-server.tsx'],
    ['server/forms/inbox/example.ts', '../database/database.ts'],
    ['server/forms/inbox/http/example.ts', '../../receiver/receiver-app.ts'],
    ['server/forms/receiver/example.ts', '../inbox/inbox-server.ts'],
    ['app/page/example.ts', '../../pipeline/build.ts'],
    ['app/example.ts', '../server/api/server.ts'],
    ['common/search/example.ts', '../../app/app.tsx'],
    ['common/example.ts', '../pipeline/build.ts'],
    ['server/example.ts', '../tests/common/routes.test.ts'],
    ['bench/example.ts', '../tests/common/routes.test.ts'],
    ['testing/example.ts', '../tests/common/routes.test.ts'],
    ['tooling/example.ts', '../testing/run-cli.ts'],
    ['pipeline/example.ts', '../bench/stats.ts'],
  ])('%s may not import %s', async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toHaveLength(1);
  });

  it.each([
    ['app/example.ts', '../common/routes/routes.ts'],
    ['pipeline/example.ts', '../common/schema/ast.ts'],
    ['tooling/example.ts', '../pipeline/build.ts'],
    ['tooling/example.ts', '../app/entry-server.tsx'],
    ['tooling/example.ts', '../server/api/server.ts'],
    ['server/forms/inbox/example.ts', '../store.ts'],
    ['server/forms/example.ts', '../../common/forms/form-definitions.ts'],
    ['tests/example.ts', '../app/app.tsx'],
    ['bench/example.ts', '../testing/run-cli.ts'],
    ['tests/example.ts', '../testing/run-cli.ts'],
  ])('%s may import %s', async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toEqual([]);
  });
});
