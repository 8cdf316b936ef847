import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';

// An href from a block's YAML: a page of the site goes through the router, a file in
// content/public is a plain link, and another site opens in a new tab.

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> & {
  href: string;
  children: ReactNode;
};

/** a site path ("/docs/news") that the router shows, not a file ("/files/a.pdf") */
export function isRouteHref(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const path = href.replace(/[?#].*$/, '');
  return !/\.[a-z0-9]{1,5}$/i.test(path);
}

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href) || href.startsWith('//');
}

export function SiteLink({ href, children, ...rest }: SiteLinkProps) {
  if (isRouteHref(href)) {
    return (
      <Link href={href} {...rest}>
        {children}
      </Link>
    );
  }
  const external = isExternalHref(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a href={href} {...external} {...rest}>
      {children}
    </a>
  );
}
