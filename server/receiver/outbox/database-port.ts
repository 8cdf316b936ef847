// The database access the outbox needs, exactly as server/receiver/database/database.ts declares it
// (a pg Pool for a real server, PGlite in a folder or in memory). A copy of those two interfaces so
// the delivery code builds on its own; it re-exports the real ones once both live in one tree.

export interface Queryable {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

export interface Database extends Queryable {
  /** runs fn in one transaction (BEGIN … COMMIT, ROLLBACK on throw); fn's queries go through `tx` */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
