// Debian's OpenSSH server for the server trial (tests/operations/): the clinic's server publishes
// the web editor's drafts by pushing over SSH to itself as git (deploy/installer/repository.sh,
// setup_editor_access), so the trial's server has an sshd of its own — its host key where the
// installer looks for it ($P/etc/ssh/ssh_host_ed25519_key), a free port of 127.0.0.1, the git
// user's authorized_keys as the installer wrote it under the prefix ($P + git's home), StrictModes
// on (the owners and modes the installer gives are what the clinic's sshd checks), PAM as Debian's
// sshd_config has it (the git user's password is locked: without PAM sshd refuses a locked
// account), nobody but git let in, its log and pid file in the prefix.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { canInstallDebianPackages, installDebianPackage, isExecutable } from '../services/debian-packages.ts';
import { runAs, type Ran } from './trial-server.ts';

const SSHD = '/usr/sbin/sshd';
/** sshd's privilege separation folder: Debian's unit makes it (RuntimeDirectory=sshd); here, when missing */
const PRIVILEGE_SEPARATION = '/run/sshd';

/** a parent folder for a trial's files that StrictModes accepts: root's, not writable by others (/tmp is) */
export const STRICT_PARENT = '/srv';

/** Debian's sshd, installed when missing and this process may; the reason it cannot be had, or undefined */
export function ensureSshd(log: (line: string) => void): string | undefined {
  if (isExecutable(SSHD)) return undefined;
  if (!canInstallDebianPackages()) return `${SSHD} is missing and Debian's packages cannot be installed here (root and apt-get are needed)`;
  log("Installing Debian's openssh-server for the web editor's publication over SSH…");
  try {
    installDebianPackage('openssh-server');
  } catch (error) {
    return `openssh-server could not be installed: ${(error as Error).message.split('\n')[0]}`;
  }
  return isExecutable(SSHD) ? undefined : `openssh-server was installed but ${SSHD} is not there`;
}

export interface TrialSshd {
  port: number;
  /** sshd's log so far */
  log(): string;
  stop(): Promise<void>;
}

/** the host key made under the prefix, then sshd started on `port`; resolves once it accepts connections */
export async function startTrialSshd(prefix: string, port: number): Promise<TrialSshd> {
  const dir = path.join(prefix, 'etc/ssh');
  mkdirSync(dir, { recursive: true });
  const hostKey = path.join(dir, 'ssh_host_ed25519_key');
  if (!existsSync(hostKey)) {
    const made = spawnSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'trial-server', '-f', hostKey], { encoding: 'utf8' });
    if (made.status !== 0) throw new Error(`ssh-keygen: ${made.stderr}`);
  }
  const logFile = path.join(prefix, 'var/log/sshd.log');
  mkdirSync(path.dirname(logFile), { recursive: true });
  const config = path.join(dir, 'sshd_config');
  writeFileSync(
    config,
    [
      `Port ${port}`,
      'ListenAddress 127.0.0.1',
      `HostKey ${hostKey}`,
      `PidFile ${path.join(prefix, 'run/sshd.pid')}`,
      // %h is the user's home from passwd, as the installer's $P$(getent passwd git | cut -d: -f6)
      `AuthorizedKeysFile ${prefix}%h/.ssh/authorized_keys`,
      'AllowUsers git',
      'PermitRootLogin no',
      'PasswordAuthentication no',
      'KbdInteractiveAuthentication no',
      'UsePAM yes',
      'StrictModes yes',
      // the accepted key's fingerprint and the file that held it
      'LogLevel VERBOSE',
      '',
    ].join('\n'),
  );
  mkdirSync(path.join(prefix, 'run'), { recursive: true });
  const madeSeparation = !existsSync(PRIVILEGE_SEPARATION);
  if (madeSeparation) mkdirSync(PRIVILEGE_SEPARATION, { mode: 0o755 });
  const checked = spawnSync(SSHD, ['-t', '-f', config], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`sshd -t: ${checked.stderr}`);

  // sshd wants its own absolute path (it re-executes itself for each connection)
  const server = spawn(SSHD, ['-D', '-f', config, '-E', logFile], { stdio: 'ignore' });
  const ended = new Promise<void>((resolve) => server.once('close', () => resolve()));
  const readLog = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
  const deadline = Date.now() + 15_000;
  while (!(await accepts(port))) {
    if (server.exitCode !== null || Date.now() > deadline) throw new Error(`sshd did not listen on 127.0.0.1:${port}\n${readLog()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    log: readLog,
    async stop() {
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
      await ended;
      if (madeSeparation) rmdirSync(PRIVILEGE_SEPARATION);
    },
  };
}

/** ssh as `user` with a key and its pinned host key, BatchMode: never a question */
export function sshAs(user: string, login: { key: string; knownHosts: string; port: number }, args: string[]): Promise<Ran> {
  const options = ['IdentitiesOnly=yes', `UserKnownHostsFile=${login.knownHosts}`, 'StrictHostKeyChecking=yes', 'BatchMode=yes'];
  return runAs(user, 'ssh', ['-i', login.key, ...options.flatMap((option) => ['-o', option]), '-p', String(login.port), ...args]);
}

/** whether something accepts a TCP connection on 127.0.0.1:port */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
