#!/usr/bin/env bash
# Restores a backup of backup.sh into a database (docs/deploy.md):
#
#   BACKUP_PASSPHRASE_FILE=/etc/clinic/backup-passphrase \
#   deploy/receiver/restore.sh /var/backups/clinic-forms/clinic-forms-….dump.gpg postgres://…/clinic_forms_restored
#
# The target should be a fresh, empty database (createdb); objects already there with the dump's
# names are dropped first (--clean --if-exists). All or nothing: one transaction, the first error
# stops it. The forms' fields stay encrypted: the receiver that uses the restored database needs
# the RECEIVER_KEYS that encrypted them.
set -euo pipefail

if [[ $# -ne 2 ]]; then
  echo "usage: restore.sh BACKUP_FILE TARGET_DATABASE_URL" >&2
  exit 2
fi
backup="$1"
target_url="$2"
if [[ ! -r "$backup" ]]; then
  echo "restore: cannot read $backup" >&2
  exit 2
fi

umask 077
restore_options=(--clean --if-exists --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$target_url")
case "$backup" in
  *.gpg)
    if [[ -z "${BACKUP_PASSPHRASE_FILE:-}" || ! -r "${BACKUP_PASSPHRASE_FILE}" ]]; then
      echo "restore: $backup is encrypted: BACKUP_PASSPHRASE_FILE must name the file with its passphrase" >&2
      exit 2
    fi
    # pg_restore needs a seekable file for a custom-format dump read in one transaction
    plain="$(mktemp)"
    trap 'rm -f "$plain"' EXIT
    gpg --batch --quiet --decrypt --passphrase-file "$BACKUP_PASSPHRASE_FILE" --output "$plain" --yes "$backup"
    pg_restore "${restore_options[@]}" "$plain"
    ;;
  *)
    pg_restore "${restore_options[@]}" "$backup"
    ;;
esac
echo "restored $backup"
