#!/usr/bin/env bash
# A backup of the receiver's database (docs/deploy.md): pg_dump in its custom format, encrypted with
# gpg (AES256) by a passphrase kept in a file, written atomically, then backups older than
# BACKUP_KEEP_DAYS removed. The privacy policy states how long a deleted form stays in the backups:
# the fact formsBackupDays (content/data/clinic.yaml) — keep BACKUP_KEEP_DAYS equal to it.
#
#   DATABASE_URL=postgres://… BACKUP_DIR=/var/backups/clinic-forms \
#   BACKUP_PASSPHRASE_FILE=/etc/clinic/backup-passphrase deploy/receiver/backup.sh
#
# The passphrase is not the receiver's RECEIVER_KEYS: the dump holds the forms' fields already
# encrypted by those keys, and gpg encrypts the whole dump (the consent records, the addresses, the
# reference numbers) once more. Keep copies of both the passphrase and RECEIVER_KEYS off this
# server: a backup is readable only with both. BACKUP_UNENCRYPTED=1 writes a plain dump (tests).
# Prints the path of the backup it wrote.
set -euo pipefail

: "${DATABASE_URL:?DATABASE_URL must name the database of the receiver (postgres://…)}"
: "${BACKUP_DIR:?BACKUP_DIR must name the folder the backups go to}"
keep_days="${BACKUP_KEEP_DAYS:-14}"
if ! [[ "$keep_days" =~ ^[1-9][0-9]*$ ]]; then
  echo "backup: BACKUP_KEEP_DAYS must be a whole number of days ≥ 1, not '$keep_days'" >&2
  exit 2
fi

encrypt=1
if [[ "${BACKUP_UNENCRYPTED:-}" == 1 ]]; then
  encrypt=0
elif [[ -z "${BACKUP_PASSPHRASE_FILE:-}" || ! -r "${BACKUP_PASSPHRASE_FILE}" ]]; then
  echo "backup: BACKUP_PASSPHRASE_FILE must name a readable file with the backup passphrase (or BACKUP_UNENCRYPTED=1 for a test)" >&2
  exit 2
fi

umask 077
mkdir -p "$BACKUP_DIR"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
name="clinic-forms-$stamp.dump"
[[ $encrypt == 1 ]] && name="$name.gpg"
target="$BACKUP_DIR/$name"
partial="$(mktemp "$BACKUP_DIR/.partial-XXXXXX")"
trap 'rm -f "$partial"' EXIT

if [[ $encrypt == 1 ]]; then
  pg_dump --format=custom --no-owner --no-privileges --dbname="$DATABASE_URL" |
    gpg --batch --yes --quiet --symmetric --cipher-algo AES256 --passphrase-file "$BACKUP_PASSPHRASE_FILE" --output "$partial"
else
  pg_dump --format=custom --no-owner --no-privileges --dbname="$DATABASE_URL" --file="$partial"
fi
# pg_restore reads its table of contents back: a truncated or corrupt dump fails here, not at restore
if [[ $encrypt == 1 ]]; then
  gpg --batch --quiet --decrypt --passphrase-file "$BACKUP_PASSPHRASE_FILE" "$partial" | pg_restore --list >/dev/null
else
  pg_restore --list "$partial" >/dev/null
fi
mv "$partial" "$target"
trap - EXIT

# older backups go: a deleted form leaves the backups within BACKUP_KEEP_DAYS
find "$BACKUP_DIR" -maxdepth 1 -type f -name 'clinic-forms-*.dump*' -mmin "+$((keep_days * 24 * 60))" -delete
echo "$target"
