// What runs only in the sweep (playwright.sweep.config.ts; CI runs it through
// `npm test -- --sweep`), so that `npm test` stays near ten minutes on this 2-core machine while
// nothing goes unchecked before a landing:
// - the checks of every route on the routes `npm test` leaves out (./every-route.ts);
// - the deployed web editor, which starts a stack of its own per file — a bare repository with the
//   real publishing hook, the forms service, a real build per publication (90 s of the run's two
//   workers). `npm test` keeps the editor under `npm start` and the editor API's own tests.

/** the tag of the tests that run only in the sweep, and the configs' filter for it */
export const SWEEP = '@sweep';
export const SWEEP_TAG = new RegExp(SWEEP);
/** the spec files that hold tests tagged SWEEP: the sweep loads only these (others need servers it does not start) */
export const SWEEP_SPECS = /\/(accessibility|low-vision-sweep|no-third-party|prerender|web-editor-server|web-editor-server-history)\.spec\.ts$/;
