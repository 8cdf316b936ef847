import { describe, expect, it } from 'vitest';
import { pageApiPath, pageIdToRoute, routeToPageId, splitHref, stripDocsPrefix, toDocsHref } from '../../common/routes/routes.ts';

describe('routes', () => {
  it.each([
    ['/', 'index'],
    ['/about', 'about'],
    ['/research/m2-macrophages-cerebral-palsy', 'research/m2-macrophages-cerebral-palsy'],
  ])('route %s ↔ page id %s', (route, id) => {
    expect(routeToPageId(route)).toBe(id);
    expect(pageIdToRoute(id)).toBe(route);
  });

  it('encodes the page id as one path segment (spec §7)', () => {
    expect(pageApiPath('research/m2-macrophages-cerebral-palsy')).toBe('/api/page/research%2Fm2-macrophages-cerebral-palsy');
  });

  it.each([
    ['/about', '/docs/about'],
    ['/about#team', '/docs/about#team'],
    ['/', '/docs/'],
    ['/docs/about', '/docs/about'],
    ['/docs', '/docs'],
    ['/documents', '/docs/documents'],
    ['https://example.com/x', 'https://example.com/x'],
    ['#team', '#team'],
  ])('content link %s → %s (spec §2.1)', (href, expected) => {
    expect(toDocsHref(href)).toBe(expected);
  });

  it.each([
    ['/docs/about', '/about'],
    ['/docs', '/'],
    ['/docs/', '/'],
    ['/about', '/about'],
  ])('the /docs view of %s shows %s', (path, route) => {
    expect(stripDocsPrefix(path)).toBe(route);
  });

  it('splits a path from its anchor and query', () => {
    expect(splitHref('/about/?x=1#%D0%BA%D0%BE%D0%BC')).toEqual({ path: '/about', anchor: 'ком' });
    expect(splitHref('/')).toEqual({ path: '/', anchor: undefined });
  });
});
