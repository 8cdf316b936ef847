import type { SiteInfo } from '../../pipeline/schema/navigation.ts';

export const NO_SCRIPT_CONTACTS_ID = 'no-js-contacts';

/**
 * What a visitor without JavaScript reads where a form would be (the callback form, the anket):
 * the form needs a script, and the clinic's phone and e-mail. Inside <noscript>: a browser that
 * runs scripts never shows it.
 */
export function NoScriptContacts({ site, form, id }: { site: SiteInfo; form: string; id?: string }) {
  return (
    <noscript>
      <p id={id} role="note">
        {form} работает только при включённом JavaScript. Позвоните нам: <a href={`tel:${site.phone}`}>{site.phoneDisplay}</a> или напишите:{' '}
        <a href={`mailto:${site.email}`}>{site.email}</a>.
      </p>
    </noscript>
  );
}
