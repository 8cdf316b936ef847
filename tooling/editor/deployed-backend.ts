import type { EditorBackend } from './editor-config.ts';

// The web editor of the deployed site (docs/web-editor.md, «The deployed editor») saves through the
// clinic's own forms service: Decap's proxy backend at /admin/api/v1 on the inbox's origin, behind
// the staff's login (server/forms/editor/). `npm run build` builds /admin/ for it unless WEB_EDITOR=off
// (not EDITOR, the shell's editor; a build that needs no editor: the publishing tests' small fixture); EDITOR_BRANCH names the
// site's branch (main).

/** the API's address on the inbox's origin: server/forms/editor/editor-paths.ts's EDITOR_API */
const DEPLOYED_EDITOR_API = '/admin/api/v1';

export type EditorBackendChoice = { backend: Extract<EditorBackend, { kind: 'server' }> | undefined } | { problem: string };

export function editorBackendFromEnvironment(env: NodeJS.ProcessEnv): EditorBackendChoice {
  const switchedOff = env.WEB_EDITOR?.trim();
  if (switchedOff === 'off') return { backend: undefined };
  if (switchedOff !== undefined && switchedOff !== '' && switchedOff !== 'on') return { problem: `WEB_EDITOR is "on" or "off" (got ${switchedOff})` };
  const branch = env.EDITOR_BRANCH?.trim() || 'main';
  if (!/^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(branch)) return { problem: `EDITOR_BRANCH must be a branch name (got ${branch})` };
  return { backend: { kind: 'server', proxyUrl: DEPLOYED_EDITOR_API, branch } };
}
