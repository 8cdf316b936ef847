import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { CreateClass, CreateElement } from './decap.ts';

// Decap CMS renders with the React inside its bundle; this page's components use the site's React.
// An island joins them: a component of Decap's React that draws an empty element and renders ours
// into it with a root of our own, again on every change of Decap's props. Each React keeps its
// own tree, so neither's hooks meet the other's.

interface IslandThis {
  props: Record<string, unknown>;
  element?: HTMLElement | null;
  root?: Root;
}

export function island(createClass: CreateClass, h: CreateElement, draw: (props: Record<string, unknown>, element: HTMLElement) => ReactNode): unknown {
  return createClass({
    componentDidMount(this: IslandThis) {
      if (!this.element) return;
      this.root = createRoot(this.element);
      this.root.render(draw(this.props, this.element));
    },
    componentDidUpdate(this: IslandThis) {
      if (this.element) this.root?.render(draw(this.props, this.element));
    },
    componentWillUnmount(this: IslandThis) {
      const root = this.root;
      // not while Decap's React is rendering
      setTimeout(() => root?.unmount());
    },
    render(this: IslandThis) {
      return h('div', { ref: (element: HTMLElement | null) => (this.element = element) });
    },
  });
}
