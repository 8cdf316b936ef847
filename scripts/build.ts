// `npm run build`: the content into dist-data/, the app into dist/ with every route prerendered
// (scripts/prerender), ready to deploy. SITE_URL overrides the site address of site.yaml.
import { buildSite } from './build-site.ts';

const built = await buildSite({
  root: process.cwd(),
  contentDir: 'content',
  dataDir: 'dist-data',
  distDir: 'dist',
  siteUrl: process.env.SITE_URL,
  logLevel: process.env.CI ? 'warn' : 'info',
  log: (line) => process.stderr.write(line),
});
if (!built) process.exit(1);
