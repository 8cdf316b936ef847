#!/usr/bin/env bash
# Restores a backup of backup.sh (docs/deploy.md, «Backups and restore»), as root:
#
#   deploy/receiver/restore.sh /var/backups/clinic-forms/clinic-forms-….dump.gpg [--into DATABASE]
#
# The role, its password, the server and the live database's name come from DATABASE_URL in
# /etc/clinic/receiver.env (another file: RECEIVER_ENV_FILE; without it, a DATABASE_URL already in
# the environment is taken, as under clinic-restore-test.service), the passphrase file from
# BACKUP_PASSPHRASE_FILE in the environment, else in /etc/clinic/backup.env (BACKUP_ENV_FILE). The backup is decrypted in a folder only root reads; a
# new database is made as setup-database.sql makes the live one (owner postgres, CONNECT and
# TEMPORARY for the role, the schema `receiver` owned by the role, its search path), and the dump
# restored into it as the receiver's role, so the role owns every table and sequence as the
# forms service's migrations left them. All or nothing: one transaction, the first error stops it
# and the new database is dropped.
# Then it takes its name, DATABASE (default: the live database): a database of that name already
# there is kept, renamed DATABASE_before_<UTC stamp>, in the same transaction. Nobody may be
# connected to it: stop the forms service first (systemctl stop clinic-receiver). The superuser:
# the postgres user through Debian's peer authentication, or PG_SUPERUSER_URL when set (tests).
set -euo pipefail
umask 077
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=deploy/receiver/common.sh
. "$here/common.sh"

usage() {
  echo "usage: restore.sh BACKUP_FILE [--into DATABASE]" >&2
  exit 2
}
fail() {
  echo "restore: $1" >&2
  exit "${2:-1}"
}

backup=''
into=''
while (($# > 0)); do
  case "$1" in
    --into)
      (($# >= 2)) || usage
      into="$2"
      shift 2
      ;;
    --into=*)
      into="${1#--into=}"
      shift
      ;;
    -*) usage ;;
    *)
      [[ -z "$backup" ]] || usage
      backup="$1"
      shift
      ;;
  esac
done
[[ -n "$backup" ]] || usage
[[ -r "$backup" && -f "$backup" ]] || fail "cannot read $backup" 2
[[ -n "$superuser_url" || $EUID -eq 0 ]] || fail 'run it as root: it reads the backups, the passphrase and runs psql as postgres' 2

# a file named wins; then what the caller's environment holds (a unit's EnvironmentFile=); then the default file
if [[ -z "${RECEIVER_ENV_FILE:-}" && -n "${DATABASE_URL:-}" ]]; then
  receiver_env='the environment'
  database_url="$DATABASE_URL"
else
  receiver_env="${RECEIVER_ENV_FILE:-/etc/clinic/receiver.env}"
  [[ -r "$receiver_env" ]] || fail "cannot read $receiver_env" 2
  database_url="$(read_env_value "$receiver_env" DATABASE_URL)" || fail "$receiver_env sets no DATABASE_URL" 2
fi
parse_database_url "$database_url" 2>/dev/null || fail "DATABASE_URL in $receiver_env is not postgres://ROLE:PASSWORD@HOST:PORT/DATABASE" 2

target="${into:-$db_name}"
# room for the suffixes below within PostgreSQL's 63 characters, and safe to quote as it is
[[ "$target" =~ ^[a-z_][a-z0-9_]{0,40}$ ]] || fail "--into: a database name of lower-case letters, digits and _ (41 at most), not '$target'" 2
stamp="$(date -u +%Y%m%d%H%M%S)"
fresh="${target}_new_$stamp"
aside="${target}_before_$stamp"

scalar() { superuser_psql --tuples-only --no-align --command="$1"; }
sessions_on() { scalar "SELECT count(*) FROM pg_stat_activity WHERE datname = '$1'"; }
stop_hint="stop the forms service first (systemctl stop 'clinic-receiver@*'; a backup running now ends by itself), then run this again"

exists="$(scalar "SELECT count(*) FROM pg_database WHERE datname = '$target'")" || fail 'cannot reach PostgreSQL as its superuser'
if [[ "$exists" == 1 ]]; then
  sessions="$(sessions_on "$target")"
  [[ "$sessions" == 0 ]] || fail "$sessions session(s) are connected to $target: $stop_hint"
fi

make_private_dir
errors="$private_dir/stderr"
dump="$private_dir/backup.dump"
case "$backup" in
  *.gpg)
    passphrase_file="${BACKUP_PASSPHRASE_FILE:-}"
    if [[ -z "$passphrase_file" ]]; then
      backup_env="${BACKUP_ENV_FILE:-/etc/clinic/backup.env}"
      passphrase_file="$(read_env_value "$backup_env" BACKUP_PASSPHRASE_FILE 2>/dev/null)" ||
        fail "cannot read BACKUP_PASSPHRASE_FILE from $backup_env" 2
    fi
    [[ -r "$passphrase_file" ]] || fail "cannot read the passphrase file $passphrase_file" 2
    run_gpg --decrypt --passphrase-file "$passphrase_file" --output "$dump" "$backup" 2>"$errors" ||
      fail "cannot decrypt $backup (wrong passphrase, or a damaged file): $(first_error "$errors")"
    ;;
  *) cp "$backup" "$dump" ;;
esac
# the schema is setup-database.sql's, owned by the role: the dump's CREATE SCHEMA is left out
pg_restore --list "$dump" >"$private_dir/contents" 2>"$errors" || fail "$backup is not a whole dump: $(first_error "$errors")"
grep -v -E '^[0-9]+; [0-9]+ [0-9]+ SCHEMA - ' "$private_dir/contents" >"$private_dir/restore-list"

drop_fresh() {
  [[ -n "${fresh_made:-}" ]] || return 0
  superuser_psql --command="DROP DATABASE IF EXISTS \"$fresh\" WITH (FORCE)" >/dev/null 2>&1
}
cleanup_hooks+=(drop_fresh)
fresh_made=1
superuser_psql --set=database="$fresh" --set=role="$db_user" --file=- <"$here/setup-database.sql" 2>"$errors" >/dev/null ||
  fail "cannot create the database $fresh: $(first_error "$errors")"
as_role "$fresh" pg_restore --dbname="$fresh" --no-owner --no-privileges --exit-on-error --single-transaction \
  --use-list="$private_dir/restore-list" "$dump" 2>"$errors" ||
  fail "the restore failed, nothing changed: $(first_error "$errors")"

if [[ "$exists" == 1 ]]; then
  # renaming fails while anyone is connected; the count first, for the clearer message
  sessions="$(sessions_on "$target")"
  [[ "$sessions" == 0 ]] || fail "$sessions session(s) connected to $target meanwhile: $stop_hint"
  superuser_psql --command="BEGIN; ALTER DATABASE \"$target\" RENAME TO \"$aside\"; ALTER DATABASE \"$fresh\" RENAME TO \"$target\"; COMMIT;" 2>"$errors" ||
    fail "cannot switch the databases, nothing changed: $(first_error "$errors")"
  fresh_made=''
  echo "restore: the former $target is kept as $aside (drop it once the restored one is checked: runuser -u postgres -- dropdb $aside)"
else
  superuser_psql --command="ALTER DATABASE \"$fresh\" RENAME TO \"$target\"" 2>"$errors" || fail "cannot rename $fresh to $target: $(first_error "$errors")"
  fresh_made=''
fi
echo "restored $backup into $target"
