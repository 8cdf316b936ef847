/** an error as plain data: it crosses from the compile worker by structured clone, and the page cache keeps it */
export interface ErrorInfo {
  name: string;
  message: string;
}

/** a page's worker outcome as a JSON-safe error, the same text a thrown error gives */
export function errorInfo(error: unknown): ErrorInfo {
  return { name: (error as Error)?.name ?? 'Error', message: (error as Error)?.message ?? String(error) };
}
