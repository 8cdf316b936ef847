// Spec §3: a sidebar section says "defaultCollapsed or collapsed". Either one starts the section
// collapsed; the pipeline folds both into defaultCollapsed, and the app reads sidebars from the API
// with this same rule, so data that says `collapsed` is honoured wherever it comes from.

export interface CollapsibleSection {
  defaultCollapsed?: boolean | undefined;
  collapsed?: boolean | undefined;
}

/** `collapsed` when given, else `defaultCollapsed`, else open */
export function sectionStartsCollapsed(section: CollapsibleSection): boolean {
  return section.collapsed ?? section.defaultCollapsed ?? false;
}
