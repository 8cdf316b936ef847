// Where the web editor lives on the inbox's origin (docs/web-editor.md, «The deployed editor»): its
// page, and the API Decap's proxy backend posts to (`backend: {name: 'proxy', proxy_url}`).

/** the editor's page: where a login of an editor lands */
export const EDITOR_HOME = '/admin/';
/** Decap's proxy protocol: one POST per action, a JSON body `{action, params}` */
export const EDITOR_API = '/admin/api/v1';
/** the files of the repository the editor may read and write: the content, nothing else */
export const CONTENT_ROOT = 'content/';
/** the draft branches of Decap's editorial workflow: cms/<collection>/<slug> */
export const DRAFT_PREFIX = 'cms/';
