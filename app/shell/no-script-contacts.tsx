import type { VisitorSiteInfo } from '../../common/schema/navigation.ts';

/**
 * What a visitor without JavaScript reads where a form would be (the callback form, the anket):
 * the form needs a script, and the clinic's phone and e-mail. Shown only while <html> lacks the
 * `js` class that index.html's first script sets (not <noscript>: a browser with scripts turned
 * off by a setting or an extension may still skip <noscript>).
 */
export function NoScriptContacts({ site, form, id }: { site: VisitorSiteInfo; form: string; id?: string }) {
  return (
    <p id={id} role="note" data-no-js>
      {form} работает только при включённом JavaScript. Позвоните нам: <a href={`tel:${site.phone}`}>{site.phoneDisplay}</a> или напишите:{' '}
      <a href={`mailto:${site.email}`}>{site.email}</a>.
    </p>
  );
}
