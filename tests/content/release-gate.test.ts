import { describe, expect, it } from 'vitest';
import { runContentCli } from '../support/run-cli.ts';

// A launch cannot go live with sample data (content/README.md, «Facts and sample values»): the
// release check refuses each sample value still in the real content. The production build's
// refusal is tested on a fixture (tests/server/release-gate.test.ts).

describe('the real content before launch', () => {
  it('check counts its sample values in one line and passes', async () => {
    const result = await runContentCli(['check']);
    expect(result.code).toBe(0);
    const lines = result.stderr.split('\n').filter((line) => line.includes('образцы данных'));
    expect(lines).toEqual([expect.stringMatching(/^образцы данных: \d+ — перед запуском замените их \(check --release\)$/)]);
  });

  it('check --release reports each one at its line with what the clinic must supply, exit 1', async () => {
    const result = await runContentCli(['check', '--release']);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('content/data/clinic.yaml:14:1 error sample-value образец данных: номер телефона клиники для пациентов');
    expect(result.stdout).toMatch(/content\/pages\/reviews\.md:\d+:1 error sample-value /);
    const count = Number(/образцы данных: (\d+)/.exec((await runContentCli(['check'])).stderr)![1]);
    expect(result.stdout.trim().split('\n')).toHaveLength(count);
  });
});
