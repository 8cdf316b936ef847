declare module 'virtual:navigation-fallback' {
  import type { HeaderTabs, SidebarsFile, VisitorSiteInfo } from '../common/schema/navigation.ts';
  import type { SequenceRecord } from '../common/schema/db.ts';

  /** content/navigation, compiled into the app as the built-in fallback (spec §7) */
  export const navigationFallback: {
    headerTabs: HeaderTabs;
    sidebars: SidebarsFile;
    site: VisitorSiteInfo;
    sequences: SequenceRecord[];
  };
}

declare module 'virtual:page-record-schema' {
  /** the JSON Schema of a page record (tooling/vite/page-schema.ts) */
  const schema: Record<string, unknown>;
  export default schema;
}
