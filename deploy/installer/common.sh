# shellcheck shell=bash
# shellcheck disable=SC2034 # the paths and names are for the scripts that source this file
# What every part of the installer and of `clinic` shares: where things are, how to say what
# happens, how to run a command as a service's user with that service's environment.
#
# CLINIC_PREFIX (tests only) puts every path below under a scratch folder; the users, the
# PostgreSQL server and nginx stay the machine's.

P=${CLINIC_PREFIX:-}
CLINIC_DIR=$P/srv/clinic
CURRENT=$CLINIC_DIR/current
RELEASES=$CLINIC_DIR/releases
SITE_ROOT=$CLINIC_DIR/site
REPOSITORY=$P/srv/git/clinic.git
ETC=$P/etc/clinic
BACKUP_DIR=$P/var/backups/clinic-forms
STATUS_DIR=$P/var/lib/clinic/status
ACME_DIR=$P/var/lib/clinic/acme
UNIT_DIR=$P/etc/systemd/system
NGINX_DIR=$P/etc/nginx
INSTALL_SETTINGS=$ETC/install.env

SERVICE_USER=clinic-receiver
GIT_USER=git
# the forms service's instances: nginx's upstream (deploy/nginx/site.conf) names their ports
INSTANCES=(1 2)
instance_port() { echo "320$1"; }
INBOX_PORT=3300
# code releases kept for `clinic rollback`, the live one included
KEEP_RELEASES=3

say() { printf '%s\n' "$*"; }
die() {
  printf 'ошибка: %s\n' "$*" >&2
  exit 1
}

# the root paths of the unit files and examples, made the prefix's (a no-op without one)
with_prefix() {
  if [[ -z $P ]]; then
    cat
  else
    sed -e "s#/srv/clinic#$P/srv/clinic#g" -e "s#/srv/git#$P/srv/git#g" -e "s#/etc/clinic#$P/etc/clinic#g" \
      -e "s#/var/backups/clinic-forms#$P/var/backups/clinic-forms#g" -e "s#/var/lib/clinic#$P/var/lib/clinic#g"
  fi
}

# runs "$@" as a user, with only the environment its unit would give it: systemd's PATH, the
# user's HOME from passwd, and the environment files named (read here, as root)
#   as_user USER "FILE1 FILE2" command args…
as_user() {
  local user=$1 files=$2
  shift 2
  local home
  home=$(getent passwd "$user" | cut -d: -f6)
  local -a environment=(PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin "HOME=$home" "USER=$user" "LOGNAME=$user" LANG=C.UTF-8)
  local file line
  for file in $files; do
    [[ -r $file ]] || die "нет файла настроек $file"
    while IFS= read -r line || [[ -n $line ]]; do
      [[ $line =~ ^[[:space:]]*(#|$) ]] && continue
      environment+=("$line")
    done <"$file"
  done
  (cd / && env -i "${environment[@]}" setpriv --reuid="$user" --regid="$user" --init-groups -- "$@")
}

# whether services are started here at all (systemd runs, or its stand-in is named)
services_managed() { [[ -n ${CLINIC_SYSTEMCTL:-} || -d /run/systemd/system ]]; }

# systemd, when it runs this machine; CLINIC_SYSTEMCTL names a stand-in (tests: no systemd in a container)
systemctl_or_note() {
  if [[ -n ${CLINIC_SYSTEMCTL:-} ]]; then
    "$CLINIC_SYSTEMCTL" "$@"
  elif [[ -d /run/systemd/system ]]; then
    systemctl "$@"
  else
    say "  (systemd не запущен: пропущено «systemctl $*»)"
  fi
}

# the live code release's name (version-commit), empty before the first
live_release() {
  if [[ -L $CURRENT ]]; then basename "$(readlink "$CURRENT")"; fi
}

# waits until an instance of the forms service answers its /healthz (with any status: it is up)
wait_for_instance() {
  local port=$1 deadline=$((SECONDS + 60))
  until node -e 'fetch(process.argv[1]).then(() => process.exit(0), () => process.exit(1))' "http://127.0.0.1:$port/healthz" 2>/dev/null; do
    ((SECONDS < deadline)) || return 1
    sleep 0.2
  done
}

# one instance at a time, the next only once the restarted one answers: nginx sends the forms to
# the other meanwhile, so none is refused
rolling_restart() {
  local instance
  for instance in "${INSTANCES[@]}"; do
    systemctl_or_note restart "clinic-receiver@$instance.service"
    if services_managed; then
      wait_for_instance "$(instance_port "$instance")" || die "служба форм (экземпляр $instance) не ответила за минуту после перезапуска: journalctl -u clinic-receiver@$instance"
    fi
  done
}
