// The live preview of `npm start` (tooling/README.md): what the content watch tells the open
// tabs through Vite's dev-server channel after each build. Shared by the dev server's plugin
// (tooling/vite/live-preview.ts) and the app's dev-only client (app/dev/).

/** server → tab, after every build, and to a tab that has just connected */
export const CONTENT_UPDATE_EVENT = 'content:update';
/** tab → server when it starts: answered with the current problems */
export const CONTENT_HELLO_EVENT = 'content:hello';

/** one content problem as the tab lists it */
export interface LiveProblem {
  severity: 'error' | 'warning';
  code: string;
  /** the diagnostic's message, in whatever language the pipeline wrote it */
  message: string;
  /** the file as the terminal prints it: the content folder joined with the diagnostic's path */
  file: string;
  /** the file relative to the content folder, as the web editor's collections name it */
  path: string;
  /** what the message is made from (the diagnostic's parameters): the web editor words it anew */
  params?: Record<string, unknown>;
  line: number;
  column: number;
}

export interface ContentUpdate {
  /** counts builds since `npm start` began */
  build: number;
  /**
   * whether this build replaced what the API serves: false when it has errors no file held back
   * could keep out (the last good build stays served), and for the answer to a tab's hello
   */
  served: boolean;
  /** the routes whose page record changed, were added or removed; '*' for every page */
  pages: string[] | '*';
  /** header tabs, sidebars, prev/next sequences or the footer's data changed */
  navigation: boolean;
  /** public files that changed, as the site's paths ("/images/team.jpg") */
  assets: string[];
  /** every problem of this build, errors first; empty when the content is clean */
  problems: LiveProblem[];
  /**
   * the files (named as `LiveProblem.file`) whose saved change the site does not show: with errors
   * in them, each is served as it was, and every other file's change is (tooling/live/held-back.ts)
   */
  held: string[];
}
