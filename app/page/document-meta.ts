export interface DocumentMeta {
  title: string;
  description: string | undefined;
  route: string | undefined;
  siteName: string;
}

/**
 * The document title, meta description, canonical link and link-preview tags of the page on
 * screen. The site's own address comes from the canonical link the build wrote (tooling/prerender:
 * site.yaml's url or SITE_URL), else this origin.
 */
export function applyDocumentMeta({ title, description, route, siteName }: DocumentMeta): void {
  document.title = title === siteName ? title : `${title} — ${siteName}`;
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  const siteOrigin = canonical?.href ? new URL(canonical.href).origin : window.location.origin;
  const address = route === undefined ? undefined : new URL(route, siteOrigin).href;
  setMeta('name', 'description', description);
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', description);
  setMeta('property', 'og:url', address);
  if (address === undefined) canonical?.remove();
  else if (canonical) canonical.href = address;
  else document.head.append(Object.assign(document.createElement('link'), { rel: 'canonical', href: address }));
}

/** sets a <meta>'s content, creating it when missing; undefined keeps what is there */
function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined): void {
  if (content === undefined) return;
  let element = document.head.querySelector(`meta[${attribute}="${key}"]`);
  if (element === null) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.setAttribute('content', content);
}
