// Ids that a part of the first load and a part that loads after it both name: kept apart from
// either part's code, so naming one does not bring the other's code into the first load.

/** the id of the page's title, the h1 the page view draws above the content */
export const PAGE_TITLE_ID = 'page-title';

/** the footer's contacts for a visitor without JavaScript, which the header's callback link jumps to */
export const NO_SCRIPT_CONTACTS_ID = 'no-js-contacts';
