// The little of jsdom the prerender uses (node code has no DOM types; @types/jsdom needs them).
declare module 'jsdom' {
  interface MiniElement {
    textContent: string | null;
    getAttribute(name: string): string | null;
    querySelector(selector: string): MiniElement | null;
  }
  interface MiniDocument {
    getElementById(id: string): MiniElement | null;
    querySelectorAll(selector: string): Iterable<MiniElement>;
  }
  export class JSDOM {
    constructor(html: string);
    readonly window: { document: MiniDocument };
  }
}
