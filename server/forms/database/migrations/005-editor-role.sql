-- One login for the coordinators and the site's editors (docs/web-editor.md, «Accounts»): `role`
-- stays the rank in the forms (coordinator, admin); these two say which faces an account reaches —
-- the submissions, the web editor at /admin/, or both. Existing accounts keep the forms only.
-- Kept to PostgreSQL 15; only adds, so the code before it still runs while an upgrade applies it.
ALTER TABLE staff_accounts ADD COLUMN reads_forms boolean NOT NULL DEFAULT true;
ALTER TABLE staff_accounts ADD COLUMN edits_site boolean NOT NULL DEFAULT false;
ALTER TABLE staff_accounts ADD CONSTRAINT staff_accounts_reaches_something CHECK (reads_forms OR edits_site);
-- an administrator is the forms' administrator: deleting submissions, reading the audit log
ALTER TABLE staff_accounts ADD CONSTRAINT staff_accounts_admin_reads_forms CHECK (role <> 'admin' OR reads_forms);
