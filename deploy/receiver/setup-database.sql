-- The receiver's database and its role, with the least privilege it needs (docs/deploy.md).
-- Run once as the PostgreSQL superuser:
--   runuser -u postgres -- psql -v receiver_password="'…'" -f deploy/receiver/setup-database.sql
-- The receiver applies its own migrations (server/forms/database/migrations/) at start, so the
-- role owns the tables it creates in its own schema, and nothing else.
-- restore.sh runs it again for each database it restores into: `-v database=NAME` (default
-- clinic_forms) names that database, `-v role=NAME` (default clinic_receiver) the role, and
-- without `receiver_password` the role, which exists already, is left as it is.
\set ON_ERROR_STOP on
\if :{?database}
\else
  \set database clinic_forms
\endif
\if :{?role}
\else
  \set role clinic_receiver
\endif

\if :{?receiver_password}
CREATE ROLE :"role" LOGIN PASSWORD :receiver_password
  NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS
  CONNECTION LIMIT 20;
\endif

-- the backups (deploy/receiver/backup.sh) read as this role: no login of their own to guard
CREATE DATABASE :"database" OWNER postgres ENCODING 'UTF8' TEMPLATE template0;
REVOKE ALL ON DATABASE :"database" FROM PUBLIC;
GRANT CONNECT, TEMPORARY ON DATABASE :"database" TO :"role";

\connect :"database"
-- nobody else creates anything in public; the receiver's tables live in a schema it owns
REVOKE ALL ON SCHEMA public FROM PUBLIC;
CREATE SCHEMA receiver AUTHORIZATION :"role";
ALTER ROLE :"role" IN DATABASE :"database" SET search_path = receiver;
