import type { EditorSettings } from '../settings.ts';
import { DraftChecks } from './draft-checks.ts';
import type { EditorOptions } from './editor-routes.ts';
import { SiteRepository } from './site-repository.ts';

/** the web editor as the forms service runs it: its working copy cloned or fetched, its checks, its page */
export async function startEditor(settings: EditorSettings): Promise<EditorOptions> {
  const env = settings.sshCommand === undefined ? {} : { GIT_SSH_COMMAND: settings.sshCommand };
  const repository = await SiteRepository.open({ dir: settings.workingCopy, origin: settings.origin, branch: settings.branch, env });
  const checks = new DraftChecks(repository, { argv: settings.checkCommand, cwd: process.cwd() });
  return { service: { repository, checks }, adminDir: settings.adminDir };
}
