// Where the forms are sent (spec §7: "an external form-to-email service"). Both values come from
// the environment at build time (docs/forms.md); without them the forms go to the local sink that
// `npm start` runs inside the API process, with a key that is deliberately not a secret.

export const DEFAULT_FORM_ENDPOINT = '/api/forms';
export const LOCAL_SINK_ACCESS_KEY = 'local-sink-not-a-secret';

export interface FormServiceConfig {
  endpoint: string;
  accessKey: string;
}

export function readFormServiceConfig(env: Partial<Record<string, unknown>> = import.meta.env): FormServiceConfig {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
  return {
    endpoint: text(env.VITE_FORM_ENDPOINT) ?? DEFAULT_FORM_ENDPOINT,
    accessKey: text(env.VITE_FORM_ACCESS_KEY) ?? LOCAL_SINK_ACCESS_KEY,
  };
}
