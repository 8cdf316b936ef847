// A systemd service's ExecStart run as systemd would run it, on a machine without systemd (the
// tests' containers): the unit file's [Service] read — User, Group, WorkingDirectory,
// EnvironmentFile= (several, a leading "-" for an optional one), Environment= (quoted, several on a
// line), UMask=, ExecStart= — the environment files read as root, then the command run as the
// unit's user through setpriv with systemd's environment only: its PATH, HOME, USER, LOGNAME and
// SHELL from the user's passwd entry, then Environment=, then the files (which override it, as in
// systemd). StateDirectory= is made under /var/lib (or the `stateRoot` given: a trial's prefix),
// owned by the unit's user, and named in STATE_DIRECTORY. A template's %i and %I are the instance
// given. What it does not do: cgroups, sandboxing (ProtectSystem=…), restarts, other specifiers.
//
//   ensureSystemUser('clinic-receiver');
//   const { code, stdout, stderr } = await runAsUnit('/prefix/etc/systemd/system/clinic-receiver-backup.service');
//   const receiver = spawnAsUnit('/prefix/etc/systemd/system/clinic-receiver@.service', { instance: '1' }); // a long-running one
import { execFileSync, spawn, spawnSync, type ChildProcess, type StdioOptions } from 'node:child_process';
import { chownSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** systemd's PATH for services (systemd.exec(5), "Environment variables in spawned processes") */
const SYSTEMD_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

interface UnitService {
  user: string;
  group: string | undefined;
  workingDirectory: string;
  environmentFiles: { path: string; optional: boolean }[];
  environment: Record<string, string>;
  /** ExecStart= split into words, its $VARIABLES not yet expanded */
  execStart: string[];
  /** a "-" prefix: a failure of the command is not the unit's */
  ignoreFailure: boolean;
  umask: number;
  /** StateDirectory='s names, relative to /var/lib */
  stateDirectories: string[];
}

export interface UnitRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface PasswdEntry {
  name: string;
  uid: number;
  gid: number;
  home: string;
  shell: string;
}

/** a user's passwd entry, undefined when there is none */
export function passwdEntry(name: string): PasswdEntry | undefined {
  const found = spawnSync('getent', ['passwd', name], { encoding: 'utf8' });
  if (found.status !== 0) return undefined;
  const [user, , uid, gid, , home, shell] = found.stdout.trim().split(':');
  return { name: user!, uid: Number(uid), gid: Number(gid), home: home!, shell: shell! };
}

/** a system user as Debian's packages make one (no home, no login), created when missing */
export function ensureSystemUser(name: string): PasswdEntry {
  const existing = passwdEntry(name);
  if (existing) return existing;
  execFileSync('useradd', ['--system', '--user-group', '--home-dir', '/nonexistent', '--no-create-home', '--shell', '/usr/sbin/nologin', name]);
  return passwdEntry(name)!;
}

export interface UnitOptions {
  /** the instance of a template unit (name@.service): what %i and %I stand for */
  instance?: string;
  /** where StateDirectory= is made: /var/lib unless a prefix is given */
  stateRoot?: string;
}

/** spawnAsUnit's: where the output goes (piped unless given) and whether it outlives this process */
export interface SpawnOptions extends UnitOptions {
  stdio?: StdioOptions;
  detached?: boolean;
}

/** the [Service] section of a unit file */
function readUnit(file: string, options: UnitOptions = {}): UnitService {
  const unit: UnitService = {
    user: 'root',
    group: undefined,
    workingDirectory: '/',
    environmentFiles: [],
    environment: {},
    execStart: [],
    ignoreFailure: false,
    umask: 0o022,
    stateDirectories: [],
  };
  let section = '';
  const text = readFileSync(file, 'utf8').replace(/%[iI]/g, options.instance ?? '');
  for (const line of logicalLines(text)) {
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = header[1]!;
      continue;
    }
    if (section !== 'Service') continue;
    const equals = line.indexOf('=');
    if (equals < 0) continue;
    const key = line.slice(0, equals).trim();
    const value = line.slice(equals + 1).trim();
    switch (key) {
      case 'User':
        unit.user = value;
        break;
      case 'Group':
        unit.group = value;
        break;
      case 'WorkingDirectory':
        unit.workingDirectory = value.replace(/^-/, '');
        break;
      case 'UMask':
        unit.umask = parseInt(value, 8);
        break;
      case 'StateDirectory':
        if (value === '') unit.stateDirectories = [];
        else unit.stateDirectories.push(...splitWords(value));
        break;
      case 'EnvironmentFile':
        // an empty assignment resets the list, as systemd does
        if (value === '') unit.environmentFiles = [];
        else unit.environmentFiles.push({ path: value.replace(/^-/, ''), optional: value.startsWith('-') });
        break;
      case 'Environment':
        if (value === '') unit.environment = {};
        for (const word of splitWords(value)) {
          const at = word.indexOf('=');
          if (at > 0) unit.environment[word.slice(0, at)] = word.slice(at + 1);
        }
        break;
      case 'ExecStart': {
        const prefix = /^[-@:+!]*/.exec(value)![0];
        unit.ignoreFailure = prefix.includes('-');
        unit.execStart = splitWords(value.slice(prefix.length));
        break;
      }
    }
  }
  if (unit.execStart.length === 0) throw new Error(`${file}: no ExecStart= in [Service]`);
  return unit;
}

/** KEY=VALUE pairs of a systemd environment file (systemd.exec(5), EnvironmentFile=) */
function parseEnvironmentFile(text: string): Record<string, string> {
  const environment: Record<string, string> = {};
  for (const line of logicalLines(text)) {
    const match = /^([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    const raw = match[2]!;
    const quoted = /^(["'])(.*)\1$/s.exec(raw);
    if (quoted?.[1] === "'") environment[match[1]!] = quoted[2]!;
    else if (quoted) environment[match[1]!] = quoted[2]!.replace(/\\(["\\`$])/g, '$1');
    else environment[match[1]!] = raw.replace(/\\(.)/g, '$1').trimEnd();
  }
  return environment;
}

/** the environment systemd gives the unit's command; the files are read by this (root) process */
function unitEnvironment(unit: UnitService): Record<string, string> {
  const user = passwdEntry(unit.user);
  if (!user) throw new Error(`User=${unit.user}: no such user (ensureSystemUser creates one)`);
  const environment: Record<string, string> = {
    PATH: SYSTEMD_PATH,
    HOME: user.home,
    USER: user.name,
    LOGNAME: user.name,
    SHELL: user.shell,
    ...unit.environment,
  };
  for (const { path, optional } of unit.environmentFiles) {
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      if (optional) continue;
      throw new Error(`EnvironmentFile=${path}: ${(error as Error).message}`);
    }
    Object.assign(environment, parseEnvironmentFile(text));
  }
  return environment;
}

/** starts the unit's ExecStart as its user; its output piped */
export function spawnAsUnit(file: string, options: SpawnOptions = {}): ChildProcess {
  const unit = readUnit(file, options);
  const environment = unitEnvironment(unit);
  const user = passwdEntry(unit.user)!;
  const gid = unit.group === undefined ? user.gid : Number(execFileSync('getent', ['group', unit.group], { encoding: 'utf8' }).split(':')[2]);
  // systemd makes each state folder (StateDirectoryMode=0755) for the unit's user before it starts
  const stateFolders = unit.stateDirectories.map((name) => path.join(options.stateRoot ?? '/var/lib', name));
  for (const folder of stateFolders) {
    mkdirSync(folder, { recursive: true, mode: 0o755 });
    chownSync(folder, user.uid, gid);
  }
  if (stateFolders.length > 0) environment.STATE_DIRECTORY = stateFolders.join(':');
  const command = expandVariables(unit.execStart, environment);
  // setpriv changes user and groups; the shell sets the umask, then becomes the command
  const umask = `umask ${unit.umask.toString(8).padStart(4, '0')} && exec "$@"`;
  const asUser = unit.user === 'root' ? [] : ['setpriv', `--reuid=${user.uid}`, `--regid=${gid}`, '--init-groups', '--'];
  const argv = [...asUser, '/bin/sh', '-c', umask, 'unit', ...command];
  return spawn(argv[0]!, argv.slice(1), {
    cwd: unit.workingDirectory,
    env: environment,
    stdio: options.stdio ?? ['ignore', 'pipe', 'pipe'],
    detached: options.detached ?? false,
  });
}

/** runs a oneshot unit's ExecStart to its end (killed after timeoutMs, as TimeoutStartSec would) */
export function runAsUnit(file: string, options: UnitOptions & { timeoutMs?: number } = {}): Promise<UnitRun> {
  const child = spawnAsUnit(file, options);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 120_000);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

/** lines without comments or blanks, a trailing backslash joining the next */
function logicalLines(text: string): string[] {
  const lines: string[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (pending === '' && (line === '' || line.startsWith('#') || line.startsWith(';'))) continue;
    if (line.endsWith('\\') && !line.endsWith('\\\\')) {
      pending += `${line.slice(0, -1)} `;
      continue;
    }
    lines.push(pending + line);
    pending = '';
  }
  if (pending) lines.push(pending.trim());
  return lines;
}

/** words split at blanks, "double" and 'single' quotes kept together, a backslash escaping a character */
function splitWords(text: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  let quote: string | undefined;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char === '\\' && index + 1 < text.length) {
      word = (word ?? '') + text[++index];
    } else if (quote) {
      if (char === quote) quote = undefined;
      else word = (word ?? '') + char;
    } else if (char === '"' || char === "'") {
      quote = char;
      word ??= '';
    } else if (/\s/.test(char)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else {
      word = (word ?? '') + char;
    }
  }
  if (word !== undefined) words.push(word);
  return words;
}

/** ExecStart's ${NAME} replaced within a word, a word that is $NAME split at blanks (systemd.service(5)) */
function expandVariables(words: string[], environment: Record<string, string>): string[] {
  return words.flatMap((word) => {
    const whole = /^\$([A-Za-z_][A-Za-z0-9_]*)$/.exec(word);
    if (whole) return (environment[whole[1]!] ?? '').split(/\s+/).filter(Boolean);
    return [word.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => environment[name] ?? '')];
  });
}
