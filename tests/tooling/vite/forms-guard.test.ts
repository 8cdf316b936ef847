import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { describe, expect, it, onTestFinished } from 'vitest';
import { formsBuildProblem, namedFormServiceOf } from '../../../tooling/vite/forms-guard.ts';
import { ROOT, spawnScript } from '../../../testing/run-cli.ts';

// Both forms post to the clinic's receiver on the site itself by default; an external form service
// is allowed only when the privacy policy names it and it records the data in Russia (docs/forms.md).

const RUSSIAN = { name: 'Формы', host: 'forms.example.com', country: 'Россия' };

describe('formsBuildProblem', () => {
  it.each([[{}], [{ VITE_FORM_ENDPOINT: '  ', VITE_FORM_ACCESS_KEY: '' }], [{ FORMS: 'local', VITE_FORM_ENDPOINT: 'https://x.example/submit' }]])(
    'allows %j: the forms go to the receiver on the same origin (or a local build is meant)',
    (env) => {
      expect(formsBuildProblem(env)).toBeUndefined();
    },
  );

  it('refuses an external endpoint without its access key, saying how to use the receiver', () => {
    expect(formsBuildProblem({ VITE_FORM_ENDPOINT: 'https://forms.example.com/submit' }, RUSSIAN)).toMatch(/needs VITE_FORM_ACCESS_KEY[\s\S]*receiver/);
  });

  it('refuses an endpoint the facts do not name, or on another host than they name, naming both', () => {
    const env = { VITE_FORM_ENDPOINT: 'https://api.other.example/submit', VITE_FORM_ACCESS_KEY: 'key' };
    expect(formsBuildProblem(env)).toMatch(/posts to api\.other\.example, but the clinic's facts name no external form service/);
    expect(formsBuildProblem(env, RUSSIAN)).toMatch(/posts to api\.other\.example, but the privacy policy names forms\.example\.com/);
    expect(formsBuildProblem({ ...env, VITE_FORM_ENDPOINT: 'https://forms.example.com/submit' }, RUSSIAN)).toBeUndefined();
    expect(formsBuildProblem({ ...env, VITE_FORM_ENDPOINT: '/api/forms' }, RUSSIAN)).toMatch(/not an absolute address/);
  });

  // 152-ФЗ ст. 18 ч. 5: form data are first recorded in Russia
  it('refuses a service outside Russia even when the policy names it', () => {
    const env = { VITE_FORM_ENDPOINT: 'https://forms.example.com/submit', VITE_FORM_ACCESS_KEY: 'key' };
    expect(formsBuildProblem(env, { ...RUSSIAN, country: 'США' })).toMatch(/a form service in США[\s\S]*152-ФЗ ст\. 18 ч\. 5/);
    expect(formsBuildProblem(env, { ...RUSSIAN, country: 'Российская Федерация' })).toBeUndefined();
  });
});

describe('npm run build with an external form service', () => {
  // the good fixture into folders of its own: a build that went ahead would neither read the
  // real content nor write into the repo's dist-data/ and dist/
  const CONTENT_DIR = path.join(ROOT, 'tests/pipeline/fixtures/good');

  /** npm run build with these form variables: its exit code and what it wrote to stderr */
  async function npmRunBuild(env: Record<string, string>, contentDir = CONTENT_DIR): Promise<{ code: number | null; stderr: string }> {
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'forms-guard-'));
    onTestFinished(() => rm(outDir, { recursive: true, force: true }));
    const child = spawnScript('tooling/build/build.ts', [], {
      FORMS: '',
      CONTENT_DIR: contentDir,
      DATA_DIR: path.join(outDir, 'dist-data'),
      DIST_DIR: path.join(outDir, 'dist'),
      ...env,
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk));
    return { code: await new Promise<number | null>((resolve) => child.on('close', resolve)), stderr };
  }

  // facts that name a service in США (the bad fixture's; the guard reads only the facts)
  it('stops before any work when the named service is outside Russia', async () => {
    const abroad = path.join(ROOT, 'tests/pipeline/fixtures/bad/form-service-abroad/files');
    const { code, stderr } = await npmRunBuild({ VITE_FORM_ENDPOINT: 'https://forms.example.com/submit', VITE_FORM_ACCESS_KEY: 'key' }, abroad);
    expect(code).toBe(1);
    expect(stderr).toMatch(/^error: VITE_FORM_ENDPOINT posts to forms\.example\.com, a form service in США/m);
    expect(stderr).not.toMatch(/pages →/);
  });

  it('stops, too, when the endpoint is on another host than the privacy policy names', async () => {
    const { code, stderr } = await npmRunBuild({ VITE_FORM_ENDPOINT: 'https://api.other.example/submit', VITE_FORM_ACCESS_KEY: 'key' });
    expect(code).toBe(1);
    const { host } = await namedFormServiceOf(CONTENT_DIR);
    expect(stderr).toContain(
      `error: VITE_FORM_ENDPOINT posts to api.other.example, but the privacy policy names ${host} (formServiceHost in content/data/clinic.yaml).`,
    );
    expect(stderr).not.toMatch(/pages →/);
  });

  // the real content names no external service: the forms go to the receiver
  it('and vite build with the project config refuses an endpoint the facts do not name', async () => {
    const saved = { FORMS: process.env.FORMS, VITE_FORM_ENDPOINT: process.env.VITE_FORM_ENDPOINT, VITE_FORM_ACCESS_KEY: process.env.VITE_FORM_ACCESS_KEY };
    delete process.env.FORMS;
    process.env.VITE_FORM_ENDPOINT = 'https://forms.example.com/submit';
    process.env.VITE_FORM_ACCESS_KEY = 'key';
    try {
      await expect(
        build({
          configFile: path.join(ROOT, 'vite.config.ts'),
          mode: 'production',
          logLevel: 'silent',
          envDir: path.join(ROOT, 'testing'),
          build: { write: false },
        }),
      ).rejects.toThrow(/the clinic's facts name no external form service/);
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});
