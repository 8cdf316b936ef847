import type { Plugin } from 'vite';
import { loadFacts } from '../../pipeline/read/load-facts.ts';

// A production build bakes the form service into the JavaScript (docs/forms.md). Without
// VITE_FORM_ENDPOINT the forms post to /api/forms, the development sink inside `npm start`'s API,
// which a deployed site does not have: every submission would fail. Such a build is refused
// unless FORMS=local says it is meant (tests, a local `npm run preview`). The privacy policy names
// the service by the clinic's facts (formServiceHost): an endpoint on another host is refused too.

export interface FormsEnvironment {
  FORMS?: string | undefined;
  VITE_FORM_ENDPOINT?: string | undefined;
  VITE_FORM_ACCESS_KEY?: string | undefined;
}

/** why this production build must not be made, or undefined when it may */
export function formsBuildProblem(env: FormsEnvironment, policyHost?: string): string | undefined {
  if (env.FORMS === 'local') return undefined;
  const missing = (['VITE_FORM_ENDPOINT', 'VITE_FORM_ACCESS_KEY'] as const).filter((name) => !env[name]?.trim());
  if (missing.length === 0) return policyHost === undefined ? undefined : hostProblem(env.VITE_FORM_ENDPOINT!.trim(), policyHost);
  return [
    `a production build needs ${missing.join(' and ')}: without ${missing.length === 1 ? 'it' : 'them'} the callback and anket forms would post to the development sink (/api/forms), which a deployed site does not have, and every submission would fail.`,
    'Set the form service in the environment or in app/.env.local (never committed), e.g.',
    '  VITE_FORM_ENDPOINT=https://forms.example.com/submit VITE_FORM_ACCESS_KEY=… npm run build',
    'and allow its origin in deploy/nginx/site.conf (docs/forms.md, docs/deploy.md).',
    'To build for the local sink on purpose (tests, a local preview), run with FORMS=local.',
  ].join('\n');
}

/** the endpoint must be on the host the privacy policy names (content/data/clinic.yaml) */
function hostProblem(endpoint: string, policyHost: string): string | undefined {
  let host: string;
  try {
    host = new URL(endpoint).hostname;
  } catch {
    return `VITE_FORM_ENDPOINT is not an absolute address (${endpoint}): a deployed site needs the form service's https:// URL.`;
  }
  if (host === policyHost) return undefined;
  return [
    `VITE_FORM_ENDPOINT posts to ${host}, but the privacy policy names ${policyHost} (formServiceHost in content/data/clinic.yaml).`,
    'The policy must name the service the forms really use: correct formService, formServiceCountry and formServiceHost, or the endpoint.',
  ].join('\n');
}

/** the form service's host the privacy policy names; broken facts are the content check's to report */
export async function policyHostOf(contentDir: string): Promise<string | undefined> {
  return (await loadFacts(contentDir)).facts?.texts.get('formServiceHost');
}

export function formsGuardPlugin(contentDir: string): Plugin {
  return {
    name: 'forms-guard',
    apply: (_config, { command, mode }) => command === 'build' && mode === 'production',
    async configResolved(config) {
      const problem = formsBuildProblem({ FORMS: process.env.FORMS, ...(config.env as FormsEnvironment) }, await policyHostOf(contentDir));
      if (problem !== undefined) throw new Error(problem);
    },
  };
}
