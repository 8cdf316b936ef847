// content/navigation, compiled into the app as the built-in fallback (spec §7), one module per part
// (tooling/vite/navigation-fallback.ts)
declare module 'virtual:navigation-fallback/header-tabs' {
  import type { HeaderTabs } from '../common/schema/navigation.ts';
  const headerTabs: HeaderTabs;
  export default headerTabs;
}
declare module 'virtual:navigation-fallback/sidebars' {
  import type { SidebarsFile } from '../common/schema/navigation.ts';
  const sidebars: SidebarsFile;
  export default sidebars;
}
declare module 'virtual:navigation-fallback/site' {
  import type { VisitorSiteInfo } from '../common/schema/navigation.ts';
  const site: VisitorSiteInfo;
  export default site;
}
declare module 'virtual:navigation-fallback/sequences' {
  import type { SequenceRecord } from '../common/schema/db.ts';
  const sequences: SequenceRecord[];
  export default sequences;
}

declare module 'virtual:page-record-schema' {
  /** the JSON Schema of a page record (tooling/vite/page-schema.ts) */
  const schema: Record<string, unknown>;
  export default schema;
}
