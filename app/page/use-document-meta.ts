import { useEffect } from 'react';

/** the document title, meta description and canonical link of the page on screen */
export function useDocumentMeta(meta: { title: string; description: string | undefined; route: string | undefined; siteName: string }): void {
  const { title, description, route, siteName } = meta;
  useEffect(() => {
    document.title = title === siteName ? title : `${title} — ${siteName}`;
    setHeadElement('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' }), (element) => {
      if (description !== undefined) element.setAttribute('content', description);
    });
    setHeadElement('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }), (element) => {
      if (route !== undefined) element.setAttribute('href', new URL(route, window.location.origin).href);
      else element.remove();
    });
  }, [title, description, route, siteName]);
}

function setHeadElement(selector: string, create: () => Element, update: (element: Element) => void): void {
  let element = document.head.querySelector(selector);
  if (element === null) {
    element = create();
    document.head.append(element);
  }
  update(element);
}
