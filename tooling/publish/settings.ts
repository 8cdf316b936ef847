import path from 'node:path';
import { layoutOf, type Layout } from './releases.ts';

// The publisher's settings, from the environment: deploy/publish/publish reads them from
// /etc/clinic/publish.env (deploy/publish/publish.env.example) and sets PUBLISH_ROOT.

export interface PublishSettings {
  /** the installation: its node_modules build every commit, its package-lock.json says which packages they are */
  app: string;
  layout: Layout;
  /** the git server's repository of the site (the hook's own); needed to publish a commit */
  repository: string | undefined;
  /** how many releases are kept for a rollback, the live one included */
  keep: number;
  /** the time zone of the times the editors read */
  timeZone: string;
  /** how long a build may take before it is stopped */
  buildTimeoutSeconds: number;
  env: NodeJS.ProcessEnv;
}

const DEFAULT_KEEP = 5;
/** the real site builds in well under a minute; fifteen leave room for a busy server */
const DEFAULT_BUILD_TIMEOUT = 900;

/** the settings, or the reason they cannot be used (in Russian: the push's output shows it) */
export function settingsFromEnvironment(env: NodeJS.ProcessEnv, app: string): PublishSettings | string {
  const root = env.PUBLISH_ROOT;
  if (!root) return 'Публикация не настроена: PUBLISH_ROOT не задан (docs/deploy.md, «Publishing»).';
  const keep = wholeNumber(env, 'PUBLISH_KEEP', DEFAULT_KEEP);
  if (typeof keep === 'string') return keep;
  const buildTimeoutSeconds = wholeNumber(env, 'PUBLISH_BUILD_TIMEOUT', DEFAULT_BUILD_TIMEOUT);
  if (typeof buildTimeoutSeconds === 'string') return buildTimeoutSeconds;
  const timeZone = env.PUBLISH_TIME_ZONE || 'Europe/Moscow';
  try {
    new Intl.DateTimeFormat('ru-RU', { timeZone });
  } catch {
    return `Публикация не настроена: PUBLISH_TIME_ZONE «${timeZone}» — не часовой пояс IANA (например, Asia/Novosibirsk).`;
  }
  const repository = env.PUBLISH_REPOSITORY ? path.resolve(env.PUBLISH_REPOSITORY) : undefined;
  return { app, layout: layoutOf(path.resolve(root)), repository, keep, timeZone, buildTimeoutSeconds, env };
}

/** a setting that is a whole number from 1, or why it is not */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number | string {
  const text = env[name] ?? '';
  const value = text === '' ? fallback : Number(text);
  return Number.isInteger(value) && value >= 1 ? value : `Публикация не настроена: ${name} должен быть целым числом от 1, а не «${text}».`;
}
