// `npm run build`: the content into dist-data/ and the app into dist/, ready to deploy.
import { build } from 'vite';
import { ContentBuilder } from '../pipeline/build.ts';
import { emitBuild } from '../pipeline/emit.ts';
import { formatText, summarize } from '../pipeline/format-diagnostics.ts';

const content = await new ContentBuilder('content').build();
process.stdout.write(formatText(content.diagnostics, 'content', process.stdout.isTTY === true));
if (content.dbJson === undefined) {
  process.stderr.write(`content: ${summarize(content.diagnostics)}; nothing built\n`);
  process.exit(1);
}
await emitBuild('dist-data', content.dbJson, { staticApi: true });
process.stderr.write(`content: ${content.pageCount} pages → dist-data/db.json\n`);
await build({ configFile: 'vite.config.ts', logLevel: process.env.CI ? 'warn' : 'info' });
