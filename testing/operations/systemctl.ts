// systemctl's stand-in for the server trial (tests/operations/): containers run no systemd, so
// this does what deploy/install and deploy/clinic ask of it with the units they wrote — each
// service's ExecStart run as its User= with its environment (testing/services/run-as-unit.ts),
// a long-running one in the background with its pid and output in STAND_IN_STATE, a oneshot to
// its end. What it does not do is systemd's own work: boot order, restarts on failure, timers
// (the trial runs a timer's service when its time would come), sandboxing.
//
//   daemon-reload | enable [--now] UNIT… | start UNIT… | stop UNIT… | restart UNIT… | reload nginx | is-active UNIT
//
// Environment: CLINIC_PREFIX (the units are in $CLINIC_PREFIX/etc/systemd/system, their
// StateDirectory= in $CLINIC_PREFIX/var/lib), STAND_IN_STATE
// (a folder for the pids and logs), STAND_IN_NGINX_PID (the trial's nginx, for `reload nginx`).
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runAsUnit, spawnAsUnit } from '../services/run-as-unit.ts';

const prefix = process.env.CLINIC_PREFIX ?? '';
const state = process.env.STAND_IN_STATE;
if (!state) throw new Error('STAND_IN_STATE must name a folder');
mkdirSync(state, { recursive: true });
const unitDir = path.join(prefix, 'etc/systemd/system');
const stateRoot = path.join(prefix || '/', 'var/lib');

const [command, ...rest] = process.argv.slice(2);
const units = rest.filter((word) => !word.startsWith('--'));
const now = rest.includes('--now');

/** the unit's file; an instance of a template (name@1.service) written out with %i replaced */
function unitFile(unit: string): string {
  const instance = /^(.+)@(.+)\.service$/.exec(unit);
  if (!instance) return path.join(unitDir, unit);
  const rendered = path.join(state!, unit);
  writeFileSync(rendered, readFileSync(path.join(unitDir, `${instance[1]}@.service`), 'utf8').replaceAll('%i', instance[2]!));
  return rendered;
}

const pidFile = (unit: string) => path.join(state!, `${unit}.pid`);

function runningPid(unit: string): number | undefined {
  if (!existsSync(pidFile(unit))) return undefined;
  const pid = Number(readFileSync(pidFile(unit), 'utf8'));
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

async function stop(unit: string): Promise<void> {
  const pid = runningPid(unit);
  if (pid === undefined) return;
  process.kill(pid, 'SIGTERM');
  // TimeoutStopSec=30s, then SIGKILL
  const deadline = Date.now() + 30_000;
  while (runningPid(unit) !== undefined) {
    if (Date.now() > deadline) process.kill(pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  rmSync(pidFile(unit), { force: true });
}

async function start(unit: string): Promise<number> {
  if (unit.endsWith('.timer')) return 0;
  const file = unitFile(unit);
  if (/^Type=oneshot$/m.test(readFileSync(file, 'utf8'))) {
    const run = await runAsUnit(file, { stateRoot });
    process.stdout.write(run.stdout);
    process.stderr.write(run.stderr);
    return run.code ?? 1;
  }
  if (runningPid(unit) !== undefined) return 0;
  const log = openSync(path.join(state!, `${unit}.log`), 'a');
  const child = spawnAsUnit(file, { stdio: ['ignore', log, log], detached: true, stateRoot });
  closeSync(log);
  writeFileSync(pidFile(unit), String(child.pid));
  child.unref();
  return 0;
}

let code = 0;
switch (command) {
  case 'daemon-reload':
    break;
  case 'enable':
    if (now) for (const unit of units) code ||= await start(unit);
    break;
  case 'start':
    for (const unit of units) code ||= await start(unit);
    break;
  case 'stop':
    for (const unit of units) await stop(unit);
    break;
  case 'restart':
    for (const unit of units) {
      await stop(unit);
      code ||= await start(unit);
    }
    break;
  case 'reload':
    if (units[0] === 'nginx' && process.env.STAND_IN_NGINX_PID && existsSync(process.env.STAND_IN_NGINX_PID)) {
      process.kill(Number(readFileSync(process.env.STAND_IN_NGINX_PID, 'utf8')), 'SIGHUP');
    }
    break;
  case 'is-active':
    code = units.every((unit) => runningPid(unit) !== undefined) ? 0 : 3;
    break;
  default:
    process.stderr.write(`systemctl stand-in: ${command} is not one of its commands\n`);
    code = 1;
}
process.exit(code);
