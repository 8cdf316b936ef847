import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { describe, expect, it, onTestFinished } from 'vitest';
import { formsBuildProblem, policyHostOf } from '../../server/vite/forms-guard.ts';
import { ROOT, spawnScript } from '../support/run-cli.ts';

// A production build never ships forms that post to the development sink (docs/forms.md).

describe('formsBuildProblem', () => {
  it.each([
    [{}, /VITE_FORM_ENDPOINT and VITE_FORM_ACCESS_KEY/],
    [{ VITE_FORM_ENDPOINT: 'https://forms.example.com/submit' }, /needs VITE_FORM_ACCESS_KEY:/],
    [{ VITE_FORM_ACCESS_KEY: 'key', VITE_FORM_ENDPOINT: '  ' }, /needs VITE_FORM_ENDPOINT:/],
  ])('refuses %j, saying what to set', (env, message) => {
    const problem = formsBuildProblem(env);
    expect(problem).toMatch(message);
    expect(problem).toMatch(/FORMS=local/);
  });

  it.each([[{ VITE_FORM_ENDPOINT: 'https://forms.example.com/submit', VITE_FORM_ACCESS_KEY: 'key' }], [{ FORMS: 'local' }]])('allows %j', (env) => {
    expect(formsBuildProblem(env)).toBeUndefined();
  });

  // the privacy policy names the service by formServiceHost (content/data/clinic.yaml)
  it('refuses an endpoint on another host than the one the policy names, naming both', () => {
    const env = { VITE_FORM_ENDPOINT: 'https://api.other.example/submit', VITE_FORM_ACCESS_KEY: 'key' };
    expect(formsBuildProblem(env, 'forms.example.com')).toMatch(/posts to api\.other\.example, but the privacy policy names forms\.example\.com/);
    expect(formsBuildProblem({ ...env, VITE_FORM_ENDPOINT: 'https://forms.example.com/submit' }, 'forms.example.com')).toBeUndefined();
    expect(formsBuildProblem({ ...env, VITE_FORM_ENDPOINT: '/api/forms' }, 'forms.example.com')).toMatch(/not an absolute address/);
  });
});

describe('npm run build without a form service', () => {
  // the good fixture into folders of its own: a build that went ahead would neither read the
  // real content nor write into the repo's dist-data/ and dist/
  const CONTENT_DIR = path.join(ROOT, 'tests/pipeline/fixtures/good');

  /** npm run build with these form variables: its exit code and what it wrote to stderr */
  async function npmRunBuild(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'forms-guard-'));
    onTestFinished(() => rm(outDir, { recursive: true, force: true }));
    const child = spawnScript('server/build/build.ts', [], {
      FORMS: '',
      CONTENT_DIR,
      DATA_DIR: path.join(outDir, 'dist-data'),
      DIST_DIR: path.join(outDir, 'dist'),
      ...env,
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk));
    return { code: await new Promise<number | null>((resolve) => child.on('close', resolve)), stderr };
  }

  it('stops before any work with a message saying how to set it', async () => {
    const { code, stderr } = await npmRunBuild({ VITE_FORM_ENDPOINT: '', VITE_FORM_ACCESS_KEY: '' });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^error: a production build needs VITE_FORM_ENDPOINT and VITE_FORM_ACCESS_KEY/m);
    expect(stderr).not.toMatch(/pages →/);
  });

  it('stops, too, when the endpoint is on another host than the privacy policy names', async () => {
    const { code, stderr } = await npmRunBuild({ VITE_FORM_ENDPOINT: 'https://api.other.example/submit', VITE_FORM_ACCESS_KEY: 'key' });
    expect(code).toBe(1);
    const policyHost = await policyHostOf(CONTENT_DIR);
    expect(stderr).toContain(
      `error: VITE_FORM_ENDPOINT posts to api.other.example, but the privacy policy names ${policyHost} (formServiceHost in content/data/clinic.yaml).`,
    );
    expect(stderr).not.toMatch(/pages →/);
  });

  it('and vite build with the project config refuses too', async () => {
    const saved = process.env.FORMS;
    delete process.env.FORMS;
    try {
      await expect(
        build({
          configFile: path.join(ROOT, 'vite.config.ts'),
          mode: 'production',
          logLevel: 'silent',
          envDir: path.join(ROOT, 'tests/support'),
          build: { write: false },
        }),
      ).rejects.toThrow(/a production build needs VITE_FORM_ENDPOINT/);
    } finally {
      process.env.FORMS = saved;
    }
  });
});
