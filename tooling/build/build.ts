// `npm run build`: the content into dist-data/, the app into dist/ with every route prerendered
// (tooling/prerender), ready to deploy. SITE_URL overrides the site address of site.yaml; as for
// npm start, CONTENT_DIR another content folder and DATA_DIR where its build goes; DIST_DIR where
// the app goes (the tests' shared build, testing/build/test-build.ts, keeps both apart from the repo's).
// Content with sample values is refused (check --release) unless ALLOW_SAMPLE_DATA=1 says a build
// that shows them is meant: the tests, a local preview. The web editor is built at /admin/ for the
// clinic's forms service unless WEB_EDITOR=off (tooling/editor/deployed-backend.ts).
import { loadEnv } from 'vite';
import { buildSite } from './build-site.ts';
import { formsBuildProblem, namedFormServiceOf } from '../vite/forms-guard.ts';
import { editorBackendFromEnvironment } from '../editor/deployed-backend.ts';

const contentDir = process.env.CONTENT_DIR ?? 'content';

// before any work: an external form service the privacy policy does not name, or one outside
// Russia, is refused (docs/forms.md)
const formsProblem = formsBuildProblem({ ...loadEnv('production', 'app', 'VITE_'), ...process.env }, await namedFormServiceOf(contentDir));
if (formsProblem !== undefined) {
  process.stderr.write(`error: ${formsProblem}\n`);
  process.exit(1);
}

// the web editor at /admin/, saving through the forms service (docs/web-editor.md, «The deployed editor»)
const editor = editorBackendFromEnvironment(process.env);
if ('problem' in editor) {
  process.stderr.write(`error: ${editor.problem}\n`);
  process.exit(1);
}

const built = await buildSite({
  root: process.cwd(),
  contentDir,
  dataDir: process.env.DATA_DIR ?? 'dist-data',
  distDir: process.env.DIST_DIR ?? 'dist',
  siteUrl: process.env.SITE_URL,
  allowSampleData: process.env.ALLOW_SAMPLE_DATA === '1',
  logLevel: process.env.CI ? 'warn' : 'info',
  log: (line) => process.stderr.write(line),
  editor: editor.backend,
});
if (!built) process.exit(1);
