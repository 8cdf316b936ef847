import type { z } from 'zod';
import { headerTabsSchema, sequencesFileSchema, sidebarsFileSchema } from '../schema/navigation.ts';

// The site's menus as the web editor edits them (docs/web-editor.md, «Menus»): the navigation files
// an editor changes — the header's tabs, the sidebars, the «назад / далее» sequences — each with the
// schema the content check reads it with. site.yaml (the site's address, its specialties) is the
// administrator's, not the editor's.

export const MENUS_COLLECTION = 'menus';

export const MENU_FILES: Readonly<Record<string, { file: string; label: string; schema: z.ZodType }>> = {
  'header-tabs': { file: 'navigation/header-tabs.yaml', label: 'Вкладки в шапке сайта', schema: headerTabsSchema },
  sidebars: { file: 'navigation/sidebars.yaml', label: 'Боковые меню разделов', schema: sidebarsFileSchema },
  sequences: { file: 'navigation/sequences.yaml', label: 'Цепочки страниц «назад / далее»', schema: sequencesFileSchema },
};
