import { editorRouteOf, sameRoute, type EditorRoute } from './editor-route.ts';

// Decap CMS (3.16) draws every entry's address with one editor, made once: when the address moves
// from an entry straight to another — typed, pasted, a bookmark, back or forward — it keeps the
// first entry's draft (its data, its file's path) and only swaps the collection's form around it.
// A save then writes the form's collection's format to the first entry's file: a page's frontmatter
// into a doctor's YAML. Decap reloads the entry only when its editor is made anew, so the page is
// loaded anew for the new address, as a bookmark opened in a new tab is. Decap asked first
// whether to leave unsaved changes; its local backup offers them again on the entry's return.

/** what Decap does itself: after a save it moves to the saved entry, and an entry's «new» gets an empty draft */
function decapMovesItself(from: EditorRoute, to: EditorRoute, savedAt: EditorRoute | undefined): boolean {
  if (from.slug !== undefined && to.slug === undefined) return true;
  return savedAt !== undefined && sameRoute(savedAt, from) && from.collection === to.collection;
}

export class FreshEditor {
  private shown = editorRouteOf(location.hash);
  private savedAt: EditorRoute | undefined;

  constructor(private readonly reload: () => void = () => location.reload()) {
    window.addEventListener('hashchange', () => {
      // after Decap's router: when it asked about unsaved changes and was told to stay, the address is back
      setTimeout(() => this.moved(editorRouteOf(location.hash)));
    });
  }

  /** a save was made at the address shown (Decap's postSave): its move to the saved entry is its own */
  saved(): void {
    this.savedAt = editorRouteOf(location.hash);
  }

  private moved(to: EditorRoute | undefined): void {
    const from = this.shown;
    const savedAt = this.savedAt;
    this.shown = to;
    if (from === undefined || to === undefined || sameRoute(from, to)) return;
    this.savedAt = undefined;
    if (!decapMovesItself(from, to, savedAt)) this.reload();
  }
}
