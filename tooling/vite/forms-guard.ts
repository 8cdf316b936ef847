import type { Plugin } from 'vite';
import { loadFacts } from '../../pipeline/index.ts';

// Where a production build sends the forms (docs/forms.md). Without VITE_FORM_ENDPOINT both forms
// post to /api/forms on the site itself: the clinic's receiver (server/forms/, behind nginx),
// which records them in a database in Russia — nothing to check. An external service stays
// possible through VITE_FORM_ENDPOINT, but the privacy policy must name it by the clinic's facts
// (formService, formServiceCountry, formServiceHost), the endpoint must be on that host, and the
// country must be Russia: form data must first be recorded in Russia (152-ФЗ ст. 18 ч. 5).
// FORMS=local skips the checks for a build that is never deployed (tests, a local preview).

export interface FormsEnvironment {
  FORMS?: string | undefined;
  VITE_FORM_ENDPOINT?: string | undefined;
  VITE_FORM_ACCESS_KEY?: string | undefined;
}

/** the external form service as the clinic's facts name it; absent while the receiver is used */
export interface NamedFormService {
  name?: string | undefined;
  host?: string | undefined;
  country?: string | undefined;
}

/** how the facts may write the country where the data stay at home */
const RUSSIA = new Set(['россия', 'российская федерация', 'рф']);

/** why this production build must not be made, or undefined when it may */
export function formsBuildProblem(env: FormsEnvironment, service: NamedFormService = {}): string | undefined {
  if (env.FORMS === 'local') return undefined;
  const endpoint = env.VITE_FORM_ENDPOINT?.trim() ?? '';
  // the clinic's receiver on the same origin: the default
  if (endpoint === '') return undefined;
  if (!env.VITE_FORM_ACCESS_KEY?.trim()) {
    return [
      'a production build with VITE_FORM_ENDPOINT needs VITE_FORM_ACCESS_KEY: the external form service expects its access key.',
      "Leave both unset to send the forms to the clinic's receiver on the site itself (docs/forms.md).",
    ].join('\n');
  }
  let host: string;
  try {
    host = new URL(endpoint).hostname;
  } catch {
    return `VITE_FORM_ENDPOINT is not an absolute address (${endpoint}): an external form service needs its https:// URL; leave it unset for the clinic's receiver.`;
  }
  if (service.host === undefined || service.name === undefined || service.country === undefined) {
    return [
      `VITE_FORM_ENDPOINT posts to ${host}, but the clinic's facts name no external form service.`,
      'Add formService, formServiceCountry and formServiceHost to content/data/clinic.yaml and rewrite the privacy policy and the consent text to name it,',
      "or leave VITE_FORM_ENDPOINT unset so the forms go to the clinic's receiver (docs/forms.md).",
    ].join('\n');
  }
  if (host !== service.host) {
    return [
      `VITE_FORM_ENDPOINT posts to ${host}, but the privacy policy names ${service.host} (formServiceHost in content/data/clinic.yaml).`,
      'The policy must name the service the forms really use: correct formService, formServiceCountry and formServiceHost, or the endpoint.',
    ].join('\n');
  }
  if (!RUSSIA.has(service.country.trim().toLowerCase())) {
    return [
      `VITE_FORM_ENDPOINT posts to ${host}, a form service in ${service.country} (formServiceCountry in content/data/clinic.yaml).`,
      "Form data must first be recorded in a database in Russia (152-ФЗ ст. 18 ч. 5): use a service in Russia, or leave VITE_FORM_ENDPOINT unset so the forms go to the clinic's receiver.",
    ].join('\n');
  }
  return undefined;
}

/** the external form service the clinic's facts name; broken facts are the content check's to report */
export async function namedFormServiceOf(contentDir: string): Promise<NamedFormService> {
  const texts = (await loadFacts(contentDir)).facts?.texts;
  return { name: texts?.get('formService'), host: texts?.get('formServiceHost'), country: texts?.get('formServiceCountry') };
}

export function formsGuardPlugin(contentDir: string): Plugin {
  return {
    name: 'forms-guard',
    apply: (_config, { command, mode }) => command === 'build' && mode === 'production',
    async configResolved(config) {
      const problem = formsBuildProblem({ FORMS: process.env.FORMS, ...(config.env as FormsEnvironment) }, await namedFormServiceOf(contentDir));
      if (problem !== undefined) throw new Error(problem);
    },
  };
}
