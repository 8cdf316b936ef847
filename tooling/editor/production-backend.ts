import type { EditorBackend } from './editor-config.ts';

// The web editor of the deployed site saves to the clinic's Forgejo server (docs/deploy.md, «Web
// editor»): `npm run build` builds /admin/ when these are set, and leaves it out when none is.

const EDITOR_ENVIRONMENT = {
  apiRoot: 'EDITOR_FORGEJO_API',
  repo: 'EDITOR_REPO',
  appId: 'EDITOR_OAUTH_CLIENT_ID',
  branch: 'EDITOR_BRANCH',
} as const;

export type EditorBackendChoice = { backend: Extract<EditorBackend, { kind: 'forgejo' }> } | { problem: string } | { backend: undefined };

export function editorBackendFromEnvironment(env: NodeJS.ProcessEnv): EditorBackendChoice {
  const value = (name: string) => env[name]?.trim() || undefined;
  const apiRoot = value(EDITOR_ENVIRONMENT.apiRoot);
  const repo = value(EDITOR_ENVIRONMENT.repo);
  const appId = value(EDITOR_ENVIRONMENT.appId);
  if (apiRoot === undefined && repo === undefined && appId === undefined) return { backend: undefined };
  const missing = [
    ...(apiRoot === undefined ? [EDITOR_ENVIRONMENT.apiRoot] : []),
    ...(repo === undefined ? [EDITOR_ENVIRONMENT.repo] : []),
    ...(appId === undefined ? [EDITOR_ENVIRONMENT.appId] : []),
  ];
  if (missing.length > 0) return { problem: `the web editor needs ${missing.join(', ')} as well (docs/deploy.md, «Web editor»)` };
  if (!/^https:\/\/[^/\s]+(?:\/[^\s]*)?\/api\/v1\/?$/.test(apiRoot!)) {
    return { problem: `${EDITOR_ENVIRONMENT.apiRoot} must be the Forgejo server's API over https, ending in /api/v1 (got ${apiRoot})` };
  }
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo!)) return { problem: `${EDITOR_ENVIRONMENT.repo} must be owner/name (got ${repo})` };
  return {
    backend: {
      kind: 'forgejo',
      apiRoot: apiRoot!.replace(/\/$/, ''),
      repo: repo!,
      appId: appId!,
      branch: value(EDITOR_ENVIRONMENT.branch) ?? 'main',
      ...(value('SITE_URL') === undefined ? {} : { siteUrl: value('SITE_URL')! }),
    },
  };
}
