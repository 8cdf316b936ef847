// Where the forms are sent (spec §7). Both values come from the environment at build time
// (docs/forms.md); without them the forms go to the clinic's own receiver on the site's origin,
// which needs no secret: the key is the spec's fixed field, sent and never stored.

export const DEFAULT_FORM_ENDPOINT = '/api/forms';
export const RECEIVER_ACCESS_KEY = 'clinic-receiver';

export interface FormServiceConfig {
  endpoint: string;
  accessKey: string;
}

export function readFormServiceConfig(env: Partial<Record<string, unknown>> = import.meta.env): FormServiceConfig {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
  return {
    endpoint: text(env.VITE_FORM_ENDPOINT) ?? DEFAULT_FORM_ENDPOINT,
    accessKey: text(env.VITE_FORM_ACCESS_KEY) ?? RECEIVER_ACCESS_KEY,
  };
}
