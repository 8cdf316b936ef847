import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../testing/run-cli.ts';

// The administrator's runbook names only what the code has: each `clinic <command>` is one that
// deploy/clinic's usage lists, each `deploy/install --option` one the installer parses, each unit
// one of deploy/systemd/, each path under deploy/ a file or folder of the repository.

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const runbook = read('docs/operations.md');

/** the text of the code blocks and inline code spans, one logical line each (a `\` joins the next) */
function codeLines(markdown: string): string[] {
  const lines: string[] = [];
  const blocks = [...markdown.matchAll(/^```[a-z]*\n([\s\S]*?)^```$/gm)].map((match) => match[1]!);
  for (const block of blocks) lines.push(...block.replace(/\\\n\s*/g, ' ').split('\n'));
  const prose = markdown.replace(/^```[a-z]*\n[\s\S]*?^```$/gm, '');
  for (const [, span] of prose.matchAll(/`([^`]+)`/g)) lines.push(span!.replace(/\s+/g, ' '));
  return lines;
}

const code = codeLines(runbook);

/** deploy/clinic's commands, from the usage its header states */
function clinicCommands(): Set<string> {
  const usage = read('deploy/clinic').split('\nset -euo pipefail')[0]!;
  return new Set([...usage.matchAll(/^#\s+clinic ([a-z-]+)/gm)].map((match) => match[1]!));
}

/** deploy/publish/publish's commands, from its usage line */
function publishCommands(): Set<string> {
  const usage = /использование: \$0 ([^"]+)"/.exec(read('deploy/publish/publish'))![1]!;
  return new Set([...usage.matchAll(/(?:^|\| )([a-z]+)/g)].map((match) => match[1]!));
}

/** the options deploy/install's `case` parses */
function installOptions(): Set<string> {
  const options = [...read('deploy/install').matchAll(/^\s+((?:-h \| )?--[a-z-]+)\)/gm)].flatMap((match) => match[1]!.split(' | '));
  return new Set(options);
}

describe('docs/operations.md', () => {
  it('runs only the commands deploy/clinic lists', () => {
    const known = clinicCommands();
    expect([...known]).toContain('restore-test');
    const written = code.flatMap((line) => [...line.matchAll(/(?:^|[\s;&|(])clinic ([a-z][a-z-]*)/g)].map((match) => match[1]!));
    expect(written.length).toBeGreaterThan(10);
    expect(written.filter((command) => !known.has(command))).toEqual([]);
  });

  it('runs only the publisher commands deploy/publish/publish has', () => {
    const known = publishCommands();
    const written = code.flatMap((line) => [...line.matchAll(/clinic publish ([a-z]+)/g)].map((match) => match[1]!));
    expect(written.length).toBeGreaterThan(0);
    expect(written.filter((command) => !known.has(command))).toEqual([]);
  });

  it('gives deploy/install only the options it parses', () => {
    const known = installOptions();
    expect(known).toContain('--certbot');
    // the installer's command, up to where the shell's next command begins
    const written = code
      .flatMap((line) => [...line.matchAll(/deploy\/install(?![\w/])([^;&|]*)/g)].map((match) => match[1]!))
      .flatMap((options) => [...options.matchAll(/(?:^|\s)(--[a-z][a-z-]*)/g)].map((match) => match[1]!));
    expect(written).toContain('--certbot');
    expect(written.filter((option) => !known.has(option))).toEqual([]);
  });

  it('names only the units of deploy/systemd/', () => {
    const units = new Set(readdirSync(path.join(ROOT, 'deploy/systemd')));
    const exists = (name: string): boolean => {
      if (name.includes('*')) {
        const pattern = new RegExp(`^${name.replace(/\./g, '\\.').replace(/\*/g, '.*')}`);
        return [...units].some((unit) => pattern.test(unit));
      }
      const template = name.replace(/@[^.]*/, '@');
      if (/\.(service|timer)$/.test(name)) return units.has(name) || units.has(template);
      return units.has(`${template}.service`) || units.has(`${template}.timer`);
    };
    const suffixed = [...runbook.matchAll(/\bclinic-[a-z0-9-]+(?:@[\w*]*)?\.(?:service|timer)\b/g)].map((match) => match[0]);
    // what systemctl and journalctl are given without a suffix
    const bare = code.flatMap((line) => [
      ...[...line.matchAll(/ -u +'?(clinic-[^\s']+)/g)].map((match) => match[1]!),
      ...[...line.matchAll(/systemctl [a-z-]+((?: +'?clinic-[^\s']+'?)+)/g)].flatMap((match) =>
        match[1]!
          .trim()
          .split(/ +/)
          .map((name) => name.replace(/'/g, '')),
      ),
    ]);
    expect(bare.length).toBeGreaterThan(3);
    expect([...suffixed, ...bare].filter((name) => !exists(name))).toEqual([]);
    // the forms service's instances are deploy/installer/common.sh's
    const instances = /^INSTANCES=\(([^)]*)\)/m.exec(read('deploy/installer/common.sh'))![1]!.split(' ');
    const named = [...runbook.matchAll(/clinic-receiver@(\d+)/g)].map((match) => match[1]!);
    expect(named.filter((instance) => !instances.includes(instance))).toEqual([]);
  });

  it('names only files under deploy/ that exist', () => {
    const named = [...runbook.matchAll(/(?<![\w.-])deploy\/[\w.@/*-]*[\w*]/g)].map((match) => match[0]);
    expect(named).toContain('deploy/install');
    const missing = named.filter((name) => {
      if (!name.includes('*')) return !existsSync(path.join(ROOT, name));
      const folder = path.join(ROOT, path.dirname(name));
      const pattern = new RegExp(`^${path.basename(name).replace(/\./g, '\\.').replace(/\*/g, '.*')}$`);
      return !existsSync(folder) || !readdirSync(folder).some((file) => pattern.test(file));
    });
    expect(missing).toEqual([]);
  });

  it('has a section for every one the alert mails cite', () => {
    const headings = new Set([...runbook.matchAll(/^## (.+)$/gm)].map((match) => match[1]!));
    for (const section of ['Почта', 'Резервные копии', 'Публикация', 'Место на диске', 'Сертификат', 'Установка', 'Восстановление'])
      expect(headings, section).toContain(section);
  });
});
