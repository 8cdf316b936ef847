# shellcheck shell=bash
# The forms' database and its role (deploy/receiver/setup-database.sql), made once; the password
# is the one receiver.env holds. As PostgreSQL's superuser: Debian's `postgres` through its socket
# (peer authentication), or POSTGRES_ADMIN_URL when the server is elsewhere (and in tests).

superuser_psql() {
  if [[ -n ${POSTGRES_ADMIN_URL:-} ]]; then
    psql --no-psqlrc --quiet --set ON_ERROR_STOP=1 --dbname="$POSTGRES_ADMIN_URL" "$@"
  else
    (cd / && runuser -u postgres -- psql --no-psqlrc --quiet --set ON_ERROR_STOP=1 "$@")
  fi
}

setup_database() {
  local password
  password=$(sed -n 's#^DATABASE_URL=postgres://clinic_receiver:\([^@]*\)@.*#\1#p' "$ETC/receiver.env")
  [[ -n $password ]] || die "в $ETC/receiver.env нет DATABASE_URL с паролем роли clinic_receiver"
  if [[ $(superuser_psql -tAc "SELECT 1 FROM pg_roles WHERE rolname = 'clinic_receiver'") == 1 ]]; then
    say "База форм: роль clinic_receiver уже есть."
  else
    say "База форм: роль clinic_receiver и база clinic_forms…"
    superuser_psql -v receiver_password="'$password'" -f "$SOURCE_DIR/deploy/receiver/setup-database.sql" >/dev/null
  fi
}
