// `npm run build`: the content into dist-data/, the app into dist/ with every route prerendered
// (server/prerender), ready to deploy. SITE_URL overrides the site address of site.yaml; DATA_DIR
// where the content's build goes, as for npm start (a test's own folder).
// Content with sample values is refused (check --release) unless ALLOW_SAMPLE_DATA=1 says a build
// that shows them is meant: the tests, a local preview.
import { loadEnv } from 'vite';
import { buildSite } from './build-site.ts';
import { formsBuildProblem, policyHostOf } from '../vite/forms-guard.ts';

// before any work: forms that would post to the development sink are refused (docs/forms.md)
const formsProblem = formsBuildProblem({ ...loadEnv('production', 'app', 'VITE_'), ...process.env }, await policyHostOf('content'));
if (formsProblem !== undefined) {
  process.stderr.write(`error: ${formsProblem}\n`);
  process.exit(1);
}

const built = await buildSite({
  root: process.cwd(),
  contentDir: 'content',
  dataDir: process.env.DATA_DIR ?? 'dist-data',
  distDir: 'dist',
  siteUrl: process.env.SITE_URL,
  allowSampleData: process.env.ALLOW_SAMPLE_DATA === '1',
  logLevel: process.env.CI ? 'warn' : 'info',
  log: (line) => process.stderr.write(line),
});
if (!built) process.exit(1);
