// The inbox's audit log (152-ФЗ ст. 19; Приказ ФСТЭК № 21, РСБ: registration of security events):
// every login and failed login, every view of the list or of a submission, every print, status
// change, note and deletion, and every write of the web editor, with who, when and from where. It names submissions by reference only —
// never a name, a phone or a diagnosis — and is not deleted with them. Administrators read it.
import type { Queryable } from '../../store.ts';

export type AuditAction =
  | 'login'
  | 'login_failed'
  | 'login_locked'
  | 'logout'
  | 'list'
  | 'view'
  | 'print'
  | 'status'
  | 'note'
  | 'delete'
  | 'audit_view'
  | 'accounts_view'
  | 'denied'
  // the web editor's writes (server/forms/editor/): who, which draft, which files
  | 'editor_save'
  | 'editor_publish'
  | 'editor_discard'
  | 'editor_status'
  | 'editor_restore'
  | 'editor_refused';

export interface AuditEntry {
  id: number;
  at: Date;
  actor: string;
  action: AuditAction;
  reference: string | null;
  detail: string | null;
  clientAddress: string;
}

const DETAIL_MAX_CHARS = 200;

export async function audit(
  db: Queryable,
  entry: { actor: string; action: AuditAction; reference?: string; detail?: string; clientAddress: string },
  now: Date,
): Promise<void> {
  await db.query('INSERT INTO audit_log (at, actor, action, reference, detail, client_address) VALUES ($1, $2, $3, $4, $5, $6)', [
    now,
    entry.actor.slice(0, 100),
    entry.action,
    entry.reference ?? null,
    entry.detail?.slice(0, DETAIL_MAX_CHARS) ?? null,
    entry.clientAddress,
  ]);
}

/** the newest entries first, `limit` of them, older than the entry `beforeId` when given */
export async function readAudit(db: Queryable, options: { limit: number; beforeId?: number; reference?: string }): Promise<AuditEntry[]> {
  const { rows } = await db.query<{
    id: number;
    at: Date;
    actor: string;
    action: AuditAction;
    reference: string | null;
    detail: string | null;
    client_address: string;
  }>(
    `SELECT * FROM audit_log
      WHERE ($1::bigint IS NULL OR id < $1) AND ($2::text IS NULL OR reference = $2)
      ORDER BY at DESC, id DESC LIMIT $3`,
    [options.beforeId ?? null, options.reference ?? null, options.limit],
  );
  return rows.map((row) => ({ ...row, clientAddress: row.client_address }));
}
