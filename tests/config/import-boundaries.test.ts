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
    ['pipeline/search-index/example.ts', '../../app/app.tsx'],
    ['pipeline/example.ts', '../tooling/start.ts'],
    ['pipeline/example.ts', '../server/api/server.ts'],
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
    ['server/example.ts', '../pipeline/index.ts'],
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
    ['tooling/example.ts', '../pipeline/index.ts'],
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

// The rest of the repository sees the pipeline through its face, pipeline/index.ts; the tests
// may reach behind it, to the units they test.
describe("the pipeline's face", () => {
  it.each([
    ['tooling/example.ts', '../pipeline/build.ts'],
    ['tooling/vite/example.ts', '../../pipeline/read/load-facts.ts'],
    ['bench/example.ts', '../pipeline/emit/emit.ts'],
    ['scripts/example.ts', '../pipeline/shared/sample-values.ts'],
  ])('%s may not import %s', async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toHaveLength(1);
  });

  it.each([
    ['tooling/example.ts', '../pipeline/index.ts'],
    ['testing/corpus/example.ts', '../../pipeline/index.ts'],
    ['scripts/example.ts', '../pipeline/index.ts'],
    ['tests/pipeline/read/example.ts', '../../../pipeline/read/load-facts.ts'],
  ])('%s may import %s', async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toEqual([]);
  });
});

// Inside the pipeline, data flows read → blocks → transform → check → search-index → emit →
// threads → report, over shared/ and messages/: a stage imports the ones before it, never a
// later one nor a root file.
describe("the pipeline's stages", () => {
  it.each([
    ['pipeline/read/example.ts', '../transform/markdown.ts'],
    ['pipeline/read/example.ts', '../check/check-site.ts'],
    ['pipeline/read/example.ts', '../build.ts'],
    ['pipeline/read/example.ts', '../index.ts'],
    ['pipeline/blocks/example.ts', '../transform/markdown.ts'],
    ['pipeline/transform/example.ts', '../check/check-references.ts'],
    ['pipeline/check/example.ts', '../search-index/search-index.ts'],
    ['pipeline/search-index/example.ts', '../emit/page-json.ts'],
    ['pipeline/emit/example.ts', '../threads/compile-pool.ts'],
    ['pipeline/emit/example.ts', '../watch.ts'],
    ['pipeline/threads/example.ts', '../report/format-diagnostics.ts'],
    ['pipeline/shared/example.ts', '../read/page-route.ts'],
    ['pipeline/messages/example.ts', '../shared/sample-values.ts'],
  ])('%s may not import %s', async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toHaveLength(1);
  });

  it.each([
    ['pipeline/read/example.ts', './page-route.ts'],
    ['pipeline/read/example.ts', '../shared/sample-values.ts'],
    ['pipeline/read/example.ts', '../messages/catalogue.ts'],
    ['pipeline/blocks/example.ts', '../read/load-clinic-data.ts'],
    ['pipeline/transform/example.ts', '../blocks/index.ts'],
    ['pipeline/check/example.ts', '../transform/classify-href.ts'],
    ['pipeline/emit/example.ts', '../search-index/search-index.ts'],
    ['pipeline/threads/example.ts', '../emit/page-json.ts'],
    ['pipeline/report/example.ts', '../shared/sample-values.ts'],
    ['pipeline/shared/example.ts', '../messages/catalogue.ts'],
    ['pipeline/example.ts', './emit/emit.ts'],
    ['pipeline/index.ts', './report/print-diagnostics.ts'],
  ])('%s may import %s', async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toEqual([]);
  });
});
