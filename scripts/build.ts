// `npm run build`: the content into dist-data/ and the app into dist/, ready to deploy.
import { build, loadEnv } from 'vite';
import { ContentBuilder } from '../pipeline/build.ts';
import { emitBuild } from '../pipeline/emit.ts';
import { formatText, summarize } from '../pipeline/format-diagnostics.ts';
import { formsBuildProblem } from './vite-plugin-forms-guard.ts';

// before any work: forms that would post to the development sink are refused (docs/forms.md)
const formsProblem = formsBuildProblem({ ...loadEnv('production', 'app', 'VITE_'), ...process.env });
if (formsProblem !== undefined) {
  process.stderr.write(`error: ${formsProblem}\n`);
  process.exit(1);
}

const content = await new ContentBuilder('content').build();
process.stdout.write(formatText(content.diagnostics, 'content', process.stdout.isTTY === true));
if (content.dbJson === undefined) {
  process.stderr.write(`content: ${summarize(content.diagnostics)}; nothing built\n`);
  process.exit(1);
}
await emitBuild('dist-data', content.dbJson, { staticApi: true });
process.stderr.write(`content: ${content.pageCount} pages → dist-data/db.json\n`);
await build({ configFile: 'vite.config.ts', logLevel: process.env.CI ? 'warn' : 'info' });
