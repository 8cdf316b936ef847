import { evaluate } from '@mdx-js/mdx';
import { createElement, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import type { BlockNode } from '../../common/schema/ast.ts';
import { blockRegistry } from '../../app/blocks/index.ts';
import { BlockRegistryContext } from '../../app/page/registry.ts';
import { renderBlocks } from '../../app/page/render-blocks.tsx';

// In the browser: the page's AST to DOM through the block registry, against the same page as MDX
// compiled and evaluated here (what the old design did). Each run mounts into a fresh root.

/** MDX components: containers wrap their children, data blocks show their items as a list */
const mdxComponents = new Proxy(
  {},
  {
    get: (_, name: string) =>
      function Block({ title, data, children }: { title?: string; data?: unknown; children?: ReactNode }) {
        return createElement(
          'section',
          { 'data-block': name },
          title ? createElement('h3', null, title) : null,
          Array.isArray(data)
            ? createElement(
                'ul',
                null,
                data.map((item, index) => createElement('li', { key: index }, JSON.stringify(item))),
              )
            : null,
          children,
        );
      },
  },
);

function mountTimed(element: ReactNode): number {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const started = performance.now();
  flushSync(() => root.render(createElement(BlockRegistryContext.Provider, { value: blockRegistry }, createElement(Router, null, element))));
  const elapsed = performance.now() - started;
  root.unmount();
  host.remove();
  return elapsed;
}

declare global {
  interface Window {
    runRenderBench: (input: { ast: BlockNode[]; mdx: string; runs: number }) => Promise<{ ast: number[]; mdx: number[] }>;
  }
}

window.runRenderBench = async ({ ast, mdx, runs }) => {
  const astTimes: number[] = [];
  const mdxTimes: number[] = [];
  for (let run = 0; run < runs + 1; run++) {
    const astTime = mountTimed(createElement('article', null, renderBlocks(ast)));
    const started = performance.now();
    const { default: Content } = await evaluate(mdx, { ...runtime, baseUrl: location.href });
    const compiled = performance.now() - started;
    const mdxTime = compiled + mountTimed(createElement(Content, { components: mdxComponents }));
    // the first run warms the JIT and is not counted
    if (run > 0) {
      astTimes.push(astTime);
      mdxTimes.push(mdxTime);
    }
  }
  return { ast: astTimes, mdx: mdxTimes };
};
