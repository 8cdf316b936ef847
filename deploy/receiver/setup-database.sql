-- The receiver's database and its role, with the least privilege it needs (docs/deploy.md).
-- Run once as the PostgreSQL superuser:
--   sudo -u postgres psql -v receiver_password="'…'" -f deploy/receiver/setup-database.sql
-- The receiver applies its own migrations (server/forms/database/migrations/) at start, so the
-- role owns the tables it creates in its own schema, and nothing else.

CREATE ROLE clinic_receiver LOGIN PASSWORD :receiver_password
  NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS
  CONNECTION LIMIT 20;

-- the backups (deploy/receiver/backup.sh) read as this role: no login of their own to guard
CREATE DATABASE clinic_forms OWNER postgres ENCODING 'UTF8' TEMPLATE template0;
REVOKE ALL ON DATABASE clinic_forms FROM PUBLIC;
GRANT CONNECT, TEMPORARY ON DATABASE clinic_forms TO clinic_receiver;

\connect clinic_forms
-- nobody else creates anything in public; the receiver's tables live in a schema it owns
REVOKE ALL ON SCHEMA public FROM PUBLIC;
CREATE SCHEMA receiver AUTHORIZATION clinic_receiver;
ALTER ROLE clinic_receiver IN DATABASE clinic_forms SET search_path = receiver;
