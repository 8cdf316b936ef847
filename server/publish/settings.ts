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
  env: NodeJS.ProcessEnv;
}

const DEFAULT_KEEP = 5;

/** the settings, or the reason they cannot be used (in Russian: the push's output shows it) */
export function settingsFromEnvironment(env: NodeJS.ProcessEnv, app: string): PublishSettings | string {
  const root = env.PUBLISH_ROOT;
  if (!root) return 'Публикация не настроена: PUBLISH_ROOT не задан (docs/deploy.md, «Publishing»).';
  const keepText = env.PUBLISH_KEEP ?? '';
  const keep = keepText === '' ? DEFAULT_KEEP : Number(keepText);
  if (!Number.isInteger(keep) || keep < 1) return `Публикация не настроена: PUBLISH_KEEP должен быть целым числом от 1, а не «${keepText}».`;
  const timeZone = env.PUBLISH_TIME_ZONE || 'Europe/Moscow';
  try {
    new Intl.DateTimeFormat('ru-RU', { timeZone });
  } catch {
    return `Публикация не настроена: PUBLISH_TIME_ZONE «${timeZone}» — не часовой пояс IANA (например, Asia/Novosibirsk).`;
  }
  const repository = env.PUBLISH_REPOSITORY ? path.resolve(env.PUBLISH_REPOSITORY) : undefined;
  return { app, layout: layoutOf(path.resolve(root)), repository, keep, timeZone, env };
}
