#!/usr/bin/env bash
# A backup of the receiver's database (docs/deploy.md, «Backups and restore»), run nightly by
# clinic-receiver-backup.service as clinic-receiver:
#   pg_dump of the schema `receiver` as the receiver's role (DATABASE_URL), encrypted by gpg (AES256)
#   with the passphrase in BACKUP_PASSPHRASE_FILE, read back whole (pg_restore), its rows counted
#   per table from the dump itself into clinic-forms-<stamp>.counts.json beside it (restore-test.sh
#   compares them), moved into BACKUP_DIR only then; backups older than BACKUP_KEEP_DAYS removed;
#   when BACKUP_COPY_TO is set the folder copied off the server by rsync (the same set, pruned alike).
#   Every run writes $RECEIVER_STATUS_DIR/backup.json ({ok, at, lastSuccessAt, error, …}) for the
#   health check; a failure also says why on stderr (the journal) and exits 1 (2: a wrong setting).
#
# The privacy policy states how long a deleted form stays in the backups: the fact formsBackupDays
# (content/data/clinic.yaml) — keep BACKUP_KEEP_DAYS equal to it.
# The passphrase is not the receiver's RECEIVER_KEYS: the dump holds the forms' fields already
# encrypted by those keys, and gpg encrypts the whole dump (the consent records, the addresses, the
# reference numbers) once more. Keep copies of both off this server: a backup is readable only with
# both. gpg runs in a home of its own, made and removed here: clinic-receiver's home is /nonexistent.
# BACKUP_COPY_TO: a folder (an absolute path, e.g. a mounted disk), or USER@HOST:/PATH/ over SSH
# with the key BACKUP_SSH_KEY (/etc/clinic/backup-ssh-key) and the host's key in
# BACKUP_KNOWN_HOSTS (/etc/clinic/backup-known-hosts). Prints the path of the backup it wrote.
set -euo pipefail
umask 077
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=deploy/receiver/common.sh
. "$here/common.sh"

started_ns="$(date +%s%N)"
status_file="${RECEIVER_STATUS_DIR:+$RECEIVER_STATUS_DIR/backup.json}"
dump_name=''
bytes=''
copied_to=''
counts=''

# the status of this run, as /healthz reads it; also written when the run fails
finish() {
  local ok="$1" error="$2" at last elapsed_ms seconds
  at="$(now_iso)"
  if [[ $ok == true ]]; then last="$at"; else last="$(last_success_of "$status_file")"; fi
  elapsed_ms=$((($(date +%s%N) - started_ns) / 1000000))
  seconds="$((elapsed_ms / 1000)).$(printf '%03d' $((elapsed_ms % 1000)))"
  [[ -n "$status_file" ]] || return 0
  write_status "$status_file" "{\"ok\": $ok, \"at\": \"$at\", \"lastSuccessAt\": $(json_or_null "$last"), \"error\": $(json_or_null "$error"), \"file\": $(json_or_null "$dump_name"), \"bytes\": ${bytes:-null}, \"seconds\": $seconds, \"copiedTo\": $(json_or_null "$copied_to"), \"counts\": ${counts:-null}}" ||
    echo "backup: cannot write $status_file" >&2
}

fail() {
  echo "backup: $1" >&2
  finish false "$1"
  exit "${2:-1}"
}

[[ -n "${DATABASE_URL:-}" ]] || fail 'DATABASE_URL must name the database of the receiver (postgres://…)' 2
[[ -n "${BACKUP_DIR:-}" ]] || fail 'BACKUP_DIR must name the folder the backups go to' 2
keep_days="${BACKUP_KEEP_DAYS:-14}"
[[ "$keep_days" =~ ^[1-9][0-9]*$ ]] || fail "BACKUP_KEEP_DAYS must be a whole number of days ≥ 1, not '$keep_days'" 2
[[ -n "${BACKUP_PASSPHRASE_FILE:-}" && -r "${BACKUP_PASSPHRASE_FILE}" && -s "${BACKUP_PASSPHRASE_FILE}" ]] ||
  fail "the passphrase file ${BACKUP_PASSPHRASE_FILE:-(BACKUP_PASSPHRASE_FILE unset)} is missing, empty or not readable by $(id -un)" 2
parse_database_url "$DATABASE_URL" 2>/dev/null || fail 'DATABASE_URL is not postgres://ROLE:PASSWORD@HOST:PORT/DATABASE' 2

if ! mkdir -p "$BACKUP_DIR" 2>/dev/null || [[ ! -w "$BACKUP_DIR" ]]; then fail "cannot write in $BACKUP_DIR"; fi
# one backup at a time: the timer's and one started by hand would prune each other's files
exec 9>>"$BACKUP_DIR/.lock"
flock --nonblock 9 || fail "another backup is running in $BACKUP_DIR"

make_private_dir
errors="$private_dir/stderr"
base="clinic-forms-$(date -u +%Y%m%dT%H%M%SZ)"
partial="$(mktemp "$BACKUP_DIR/.partial-XXXXXX")" || fail "cannot write in $BACKUP_DIR"
partial_counts="$(mktemp "$BACKUP_DIR/.partial-XXXXXX")" || fail "cannot write in $BACKUP_DIR"
remove_partials() { rm -f "$partial" "$partial_counts"; }
cleanup_hooks+=(remove_partials)

# decrypted copies never touch the disk: each step reads the encrypted file through a pipe
decrypt() { run_gpg --decrypt --passphrase-file "$BACKUP_PASSPHRASE_FILE" "$partial"; }

if ! as_role "$db_name" pg_dump --format=custom --schema=receiver --no-owner --no-privileges 2>"$errors" |
  run_gpg --yes --symmetric --cipher-algo AES256 --passphrase-file "$BACKUP_PASSPHRASE_FILE" --output "$partial" 2>>"$errors"; then
  fail "the dump of $db_name failed: $(first_error "$errors")"
fi
# pg_restore reads the whole dump back into a script (to /dev/null): a truncated or corrupt dump
# fails here. Not --list, which stops after the table of contents: gpg, still writing the rows, got
# a broken pipe once the dump outgrew the pipe's buffer
if ! decrypt 2>"$errors" | pg_restore --file=/dev/null 2>>"$errors"; then
  fail "the backup does not read back: $(first_error "$errors")"
fi
# the rows of each table as the dump holds them: the COPY lines of its data, one line a row
count_rows() {
  awk '
    /^COPY [^ ]+ \(.*\) FROM stdin;$/ { table = $2; sub(/^.*\./, "", table); gsub(/"/, "", table); rows = 0; inside = 1; next }
    inside && $0 == "\\." { count[table] = rows; order[++tables] = table; inside = 0; next }
    inside { rows++ }
    END {
      printf "{"
      for (i = 1; i <= tables; i++) printf "%s\"%s\": %d", (i > 1 ? ", " : ""), order[i], count[order[i]]
      printf "}"
    }'
}
counts="$(decrypt 2>"$errors" | pg_restore --data-only --file=- 2>>"$errors" | count_rows)" ||
  fail "the backup's rows could not be counted: $(first_error "$errors")"

printf '{"schemaVersion": 1, "backup": "%s", "counts": %s}\n' "$base.dump.gpg" "$counts" >"$partial_counts" ||
  fail "cannot write in $BACKUP_DIR"
bytes="$(stat -c %s "$partial")"
mv "$partial_counts" "$BACKUP_DIR/$base.counts.json"
mv "$partial" "$BACKUP_DIR/$base.dump.gpg"
dump_name="$base.dump.gpg"

# older backups go: a deleted form leaves the backups within BACKUP_KEEP_DAYS; a partial file of a
# run that was killed goes after a day
find "$BACKUP_DIR" -maxdepth 1 -type f -name 'clinic-forms-*' -mmin "+$((keep_days * 24 * 60))" -delete
find "$BACKUP_DIR" -maxdepth 1 -type f -name '.partial-*' -mmin +1440 -delete

if [[ -n "${BACKUP_COPY_TO:-}" ]]; then
  # the same set there: new backups added, those pruned here removed; nothing else in the target
  # touched. A server with less than a full window of its own backups (a new one, rebuilt after a
  # loss) removes nothing there: the copies it was rebuilt from stay until they age out of it.
  rsync_options=(--recursive --times --perms --include='clinic-forms-*' --exclude='*' --timeout=300)
  if [[ -n "$(find "$BACKUP_DIR" -maxdepth 1 -type f -name 'clinic-forms-*.dump.gpg' -mmin "+$(((keep_days - 1) * 24 * 60))" -print -quit)" ]]; then
    rsync_options+=(--delete)
  fi
  if [[ "$BACKUP_COPY_TO" == /* ]]; then
    [[ -d "$BACKUP_COPY_TO" && -w "$BACKUP_COPY_TO" ]] ||
      fail "the off-site folder $BACKUP_COPY_TO is missing or not writable by $(id -un) (not mounted?)"
  else
    ssh_key="${BACKUP_SSH_KEY:-/etc/clinic/backup-ssh-key}"
    known_hosts="${BACKUP_KNOWN_HOSTS:-/etc/clinic/backup-known-hosts}"
    [[ -r "$ssh_key" ]] || fail "the off-site copy needs the SSH key $ssh_key, readable by $(id -un)"
    [[ -r "$known_hosts" ]] || fail "the off-site copy needs the target's host key in $known_hosts, readable by $(id -un)"
    # no user configuration (HOME is /nonexistent), the target's key checked, never a question asked
    rsync_options+=(--rsh="ssh -F /dev/null -i $ssh_key -o IdentitiesOnly=yes -o UserKnownHostsFile=$known_hosts -o GlobalKnownHostsFile=/dev/null -o StrictHostKeyChecking=yes -o BatchMode=yes -o ConnectTimeout=20")
  fi
  rsync "${rsync_options[@]}" "$BACKUP_DIR/" "$BACKUP_COPY_TO" 2>"$errors" >/dev/null ||
    fail "the off-site copy to $BACKUP_COPY_TO failed: $(first_error "$errors")"
  copied_to="$BACKUP_COPY_TO"
fi

finish true ''
echo "backup: $dump_name, $bytes bytes, rows $counts${copied_to:+, copied to $copied_to}"
echo "$BACKUP_DIR/$dump_name"
