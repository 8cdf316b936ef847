# shellcheck shell=bash
# What backup.sh, restore.sh and restore-test.sh share (sourced, never run): the receiver's
# connection taken apart, the superuser's psql, a private gpg home, the status files of
# $RECEIVER_STATUS_DIR (docs/deploy.md, «Backups and restore») and the clean-up at exit.

# every temporary folder made by make_private_dir goes at exit, its gpg-agent stopped first
private_dirs=()
cleanup_hooks=()
cleanup() {
  local hook dir
  for hook in "${cleanup_hooks[@]}"; do "$hook" || true; done
  local waited
  for dir in "${private_dirs[@]}"; do
    # gpg starts an agent on first use; under systemd the oneshot's cgroup would end it, by hand
    # nothing would. gpgconf asks it to stop; it is gone once its socket is
    if [[ -S "$dir/gnupg/S.gpg-agent" ]]; then
      GNUPGHOME="$dir/gnupg" gpgconf --kill all >/dev/null 2>&1
      for ((waited = 0; waited < 50; waited++)); do
        [[ -S "$dir/gnupg/S.gpg-agent" ]] || break
        sleep 0.1
      done
    fi
    rm -rf "$dir"
  done
}
trap cleanup EXIT

# a 0700 folder of this process's user, holding a gpg home of its own (HOME may be /nonexistent)
make_private_dir() {
  local dir
  dir="$(mktemp -d "${TMPDIR:-/tmp}/clinic-backup-XXXXXX")"
  private_dirs+=("$dir")
  mkdir -m 0700 "$dir/gnupg"
  private_dir="$dir"
}

# gpg with the private home; the passphrase never reaches the agent's cache
run_gpg() {
  GNUPGHOME="$private_dir/gnupg" gpg --batch --quiet --no-tty --pinentry-mode loopback --no-symkey-cache "$@"
}

now_iso() { date -u +%Y-%m-%dT%H:%M:%S.%3NZ; }

# a JSON string of one line: quotes and backslashes escaped, control characters dropped
json_string() {
  local text="${1//\\/\\\\}"
  text="${text//\"/\\\"}"
  text="$(printf '%s' "$text" | tr '\n\t\r' '   ' | tr -d '\000-\037')"
  printf '"%s"' "$text"
}

json_or_null() { if [[ -n "$1" ]]; then json_string "$1"; else printf 'null'; fi; }

# DATABASE_URL taken apart into db_user, db_password (decoded), db_host, db_port, db_name;
# url_base keeps the URL up to its database's name, for the same role on another database
# shellcheck disable=SC2034 # the scripts that source this file read them
parse_database_url() {
  local pattern='^(postgres(ql)?://([^:@/]+)(:([^@]*))?@([^:/?]+)(:([0-9]+))?)/([^?]+)(\?.*)?$'
  if ! [[ "$1" =~ $pattern ]]; then
    echo "DATABASE_URL is not postgres://ROLE:PASSWORD@HOST:PORT/DATABASE" >&2
    return 1
  fi
  url_base="${BASH_REMATCH[1]}"
  db_user="${BASH_REMATCH[3]}"
  local password="${BASH_REMATCH[5]}"
  db_password="$(printf '%b' "${password//%/\\x}")"
  db_host="${BASH_REMATCH[6]}"
  db_port="${BASH_REMATCH[8]:-5432}"
  db_name="${BASH_REMATCH[9]}"
}

# COMMAND… with the receiver's role connected to database $1: the password in the environment,
# where ps does not show it, rather than on the command line
as_role() {
  local database="$1"
  shift
  PGHOST="$db_host" PGPORT="$db_port" PGUSER="$db_user" PGPASSWORD="$db_password" PGDATABASE="$database" \
    PGCONNECT_TIMEOUT=15 "$@"
}

# psql as the PostgreSQL superuser on the maintenance database: Debian's peer authentication as
# the postgres user, or PG_SUPERUSER_URL when set (a test's server; the installer's name for it,
# POSTGRES_ADMIN_URL, is taken too)
superuser_url="${PG_SUPERUSER_URL:-${POSTGRES_ADMIN_URL:-}}"
superuser_psql() {
  if [[ -n "$superuser_url" ]]; then
    psql --no-psqlrc --quiet --set ON_ERROR_STOP=1 --dbname="$superuser_url" "$@"
  else
    # from /: the postgres user may not enter the caller's working directory
    (cd / && runuser -u postgres -- psql --no-psqlrc --quiet --set ON_ERROR_STOP=1 --port="$db_port" --dbname=postgres "$@")
  fi
}

# the value of KEY in a systemd environment file, without running the file as shell code
read_env_value() {
  local file="$1" key="$2" line value
  line="$(grep -E "^[[:space:]]*${key}=" "$file" | tail -n 1)" || return 1
  value="${line#*=}"
  value="${value%"${value##*[![:space:]]}"}"
  if [[ "$value" =~ ^\"(.*)\"$ || "$value" =~ ^\'(.*)\'$ ]]; then value="${BASH_REMATCH[1]}"; fi
  printf '%s' "$value"
}

# lastSuccessAt of a status file: its own `at` when it was a success, else what it carried
last_success_of() {
  local file="$1" text
  [[ -r "$file" ]] || return 0
  text="$(tr -d '\n' <"$file")"
  if [[ "$text" =~ \"ok\":[[:space:]]*true ]] && [[ "$text" =~ \"at\":[[:space:]]*\"([^\"]+)\" ]]; then
    printf '%s' "${BASH_REMATCH[1]}"
  elif [[ "$text" =~ \"lastSuccessAt\":[[:space:]]*\"([^\"]+)\" ]]; then
    printf '%s' "${BASH_REMATCH[1]}"
  fi
}

# writes JSON $2 as status file $1 whole or not at all, 0644: it holds no personal data
write_status() {
  local file="$1" json="$2" partial
  partial="$(mktemp "$(dirname "$file")/.status-XXXXXX")" || return 1
  if ! { printf '%s\n' "$json" >"$partial" && chmod 0644 "$partial" && mv -f "$partial" "$file"; }; then
    rm -f "$partial"
    return 1
  fi
}

# the first line that names an error in a command's captured stderr, for the status and the journal
first_error() {
  local line
  line="$(grep -m 1 -i -E 'error|fatal|failed|denied|no space|cannot|could not|refused|timeout|timed out' "$1" 2>/dev/null)" ||
    line="$(grep -m 1 . "$1" 2>/dev/null)" || line=''
  printf '%s' "${line:0:300}"
}
