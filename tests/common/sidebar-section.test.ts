import { describe, expect, it } from 'vitest';
import { sidebarSchema } from '../../common/schema/navigation.ts';
import { jsonSchemaFiles } from '../../pipeline/emit/json-schemas.ts';
import { sectionStartsCollapsed } from '../../common/routes/sidebar-section.ts';

// spec §3: sections with "defaultCollapsed or collapsed", items with title, href, active

describe('a section starts collapsed', () => {
  it.each([
    [{}, false],
    [{ defaultCollapsed: true }, true],
    [{ collapsed: true }, true],
    [{ defaultCollapsed: false }, false],
    [{ collapsed: false }, false],
    [{ collapsed: true, defaultCollapsed: true }, true],
  ])('%j → %s', (section, collapsed) => {
    expect(sectionStartsCollapsed(section)).toBe(collapsed);
  });
});

describe('the sidebar as editors write it and as it is served', () => {
  const items = [{ title: 'Новости', href: '/news' }];

  it('serves `collapsed` as defaultCollapsed, and an open section as defaultCollapsed: false', () => {
    const parsed = sidebarSchema.parse({
      sections: [
        { title: 'Информация', items },
        { title: 'Деятельность', collapsed: true, items },
        { title: 'Ещё', defaultCollapsed: true, items },
      ],
    });
    expect(parsed.sections.map((section) => section.defaultCollapsed)).toEqual([false, true, true]);
    expect(parsed.sections[1]).toEqual({ title: 'Деятельность', defaultCollapsed: true, items });
  });

  it('refuses a section whose two words disagree, at `collapsed`', () => {
    const result = sidebarSchema.safeParse({ sections: [{ title: 'Деятельность', defaultCollapsed: true, collapsed: false, items }] });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['sections', 0, 'collapsed']);
  });

  it('keeps an item’s `active`', () => {
    const parsed = sidebarSchema.parse({ sections: [{ title: 'Деятельность', items: [{ title: 'Новости', href: '/news', active: true }] }] });
    expect(parsed.sections[0]!.items[0]).toEqual({ title: 'Новости', href: '/news', active: true });
  });

  it('offers both words and `active` to editors’ tooling (the JSON Schema of sidebars.yaml)', () => {
    const schema = jsonSchemaFiles()['sidebars.schema.json']!;
    expect(schema).toContain('"collapsed"');
    expect(schema).toContain('"defaultCollapsed"');
    expect(schema).toContain('"active"');
  });
});
