#!/usr/bin/env bash
# The weekly restore test (clinic-restore-test.service, as root; docs/deploy.md): the newest backup
# in BACKUP_DIR restored by restore.sh into the scratch database <live name>_restore_test, its rows
# counted per table and compared with the counts backup.sh took from the dump
# (clinic-forms-<stamp>.counts.json), one stored form of each kind and a staff second-factor secret
# decrypted with the service's RECEIVER_KEYS (dist-node/forms-verify.mjs prints counts only), the
# scratch database dropped. Writes $RECEIVER_STATUS_DIR/restore-test.json ({ok, at, lastSuccessAt,
# error, backup, counts, decrypted}); a failure also says why on stderr and exits 1.
# Its environment: the unit's (receiver.env: DATABASE_URL, RECEIVER_KEYS, RECEIVER_HMAC_KEY;
# backup.env: BACKUP_DIR, BACKUP_PASSPHRASE_FILE, RECEIVER_STATUS_DIR), which restore.sh takes on.
set -euo pipefail
umask 077
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=deploy/receiver/common.sh
. "$here/common.sh"

status_file="${RECEIVER_STATUS_DIR:+$RECEIVER_STATUS_DIR/restore-test.json}"
backup_name=''
counts=''
decrypted=''

finish() {
  local ok="$1" error="$2" at last
  at="$(now_iso)"
  if [[ $ok == true ]]; then last="$at"; else last="$(last_success_of "$status_file")"; fi
  [[ -n "$status_file" ]] || return 0
  write_status "$status_file" "{\"ok\": $ok, \"at\": \"$at\", \"lastSuccessAt\": $(json_or_null "$last"), \"error\": $(json_or_null "$error"), \"backup\": $(json_or_null "$backup_name"), \"counts\": ${counts:-null}, \"decrypted\": ${decrypted:-null}}" ||
    echo "restore-test: cannot write $status_file" >&2
}
fail() {
  echo "restore-test: $1" >&2
  finish false "$1"
  exit "${2:-1}"
}

[[ -n "${BACKUP_DIR:-}" ]] || fail 'BACKUP_DIR must name the folder of the backups' 2
[[ -n "${DATABASE_URL:-}" && -n "${RECEIVER_KEYS:-}" ]] || fail "DATABASE_URL and RECEIVER_KEYS must be set (the receiver's environment file)" 2
parse_database_url "$DATABASE_URL" 2>/dev/null || fail 'DATABASE_URL is not postgres://ROLE:PASSWORD@HOST:PORT/DATABASE' 2

backup_name="$(find "$BACKUP_DIR" -maxdepth 1 -type f -name 'clinic-forms-*.dump.gpg' -printf '%f\n' 2>/dev/null | sort | tail -n 1)"
[[ -n "$backup_name" ]] || fail "no backup in $BACKUP_DIR"
manifest="$BACKUP_DIR/${backup_name%.dump.gpg}.counts.json"
[[ -r "$manifest" ]] || fail "no row counts beside $backup_name (${manifest##*/})"
expected="$(sed -n 's/.*"counts": *{\([^}]*\)}.*/\1/p' "$manifest")"

make_private_dir
errors="$private_dir/stderr"
scratch="${db_name}_restore_test"
drop_scratch() { superuser_psql --command="DROP DATABASE IF EXISTS \"$scratch\" WITH (FORCE)" >/dev/null 2>&1; }
cleanup_hooks+=(drop_scratch)
# left by a run that was killed half-way
drop_scratch || fail 'cannot reach PostgreSQL as its superuser'

if ! "$here/restore.sh" "$BACKUP_DIR/$backup_name" --into "$scratch" >/dev/null 2>"$errors"; then
  reason="$(grep '^restore: ' "$errors" | tail -n 1)"
  fail "$backup_name does not restore: ${reason#restore: }"
fi

# each table's rows against the backup's counts, and no table more or fewer
count_of() { as_role "$scratch" psql --no-psqlrc --tuples-only --no-align --command="SELECT count(*) FROM receiver.\"$1\""; }
tables=0
counts='{'
separator=''
while IFS= read -r pair; do
  [[ "$pair" =~ \"([a-z_][a-z0-9_]*)\":[[:space:]]*([0-9]+) ]] || continue
  table="${BASH_REMATCH[1]}"
  want="${BASH_REMATCH[2]}"
  got="$(count_of "$table" 2>"$errors")" || fail "table $table of the backup is missing after the restore: $(first_error "$errors")"
  [[ "$got" == "$want" ]] || fail "table $table: $got rows restored, the backup holds $want"
  counts+="$separator\"$table\": $got"
  separator=', '
  tables=$((tables + 1))
done < <(tr ',' '\n' <<<"$expected")
counts+='}'
restored_tables="$(as_role "$scratch" psql --no-psqlrc --tuples-only --no-align --command="SELECT count(*) FROM pg_tables WHERE schemaname = 'receiver'")"
((tables > 0)) || fail "the row counts beside $backup_name name no table"
[[ "$restored_tables" == "$tables" ]] || fail "$restored_tables tables restored, the backup's counts name $tables"

# the forms decrypt with the service's keys: counts only on stdout, never a value
if ! verified="$(DATABASE_URL="$url_base/$scratch" node --enable-source-maps "$here/../../dist-node/forms-verify.mjs" 2>"$errors")"; then
  reason="$(grep . "$errors" | tail -n 1)"
  fail "the restored forms do not decrypt: ${reason#forms-verify: }"
fi
decrypted="$(sed -n 's/.*"decrypted": *\({[^}]*}\).*/\1/p' <<<"$verified")"
[[ -n "$decrypted" ]] || fail 'forms-verify printed no counts'

drop_scratch || fail "cannot drop the scratch database $scratch"
finish true ''
echo "restore-test: $backup_name restored, rows $counts, decrypted $decrypted"
