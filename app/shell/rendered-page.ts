import { createContext, useContext } from 'react';

/** the page view reports which page it has rendered, so the table of contents can rebuild (§2.8) */
export const RenderedPageContext = createContext<(key: string | undefined) => void>(() => {});

export function useReportRenderedPage(): (key: string | undefined) => void {
  return useContext(RenderedPageContext);
}
