# shellcheck shell=bash
# The machine's part: Debian's packages, the two system users, the folders and who owns them.

# Node ≥ 20.19 is what the code needs (package.json's engines); Debian 12 ships 18, Debian 13 20.19
check_node() {
  local version
  version=$(node -p 'process.versions.node' 2>/dev/null) || die "нет Node.js: нужен Node ≥ 20.19 — в Debian 13 «apt install nodejs», в Debian 12 пакет nodejs 22 из deb.nodesource.com (docs/operations.md, «Установка»)"
  node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 20 || (a === 20 && b >= 19) ? 0 : 1)' ||
    die "Node $version слишком стар: нужен Node ≥ 20.19 — в Debian 13 «apt install nodejs», в Debian 12 пакет nodejs 22 из deb.nodesource.com (docs/operations.md, «Установка»)"
}

# what the server runs, from Debian's archive, installed when missing
install_packages() {
  local -a missing=()
  # Debian 13's nodejs comes without npm; NodeSource's has it
  command -v npm >/dev/null || missing+=(npm)
  command -v nginx >/dev/null || missing+=(nginx)
  command -v psql >/dev/null || missing+=(postgresql)
  command -v git >/dev/null || missing+=(git)
  command -v gpg >/dev/null || missing+=(gnupg)
  command -v rsync >/dev/null || missing+=(rsync)
  command -v ssh >/dev/null || missing+=(openssh-client)
  # the web editor pushes to the site's repository over SSH to this machine (repository.sh); without
  # a prefix only: a test's scratch folder has no host key of its own
  if [[ -z $P && ! -f /etc/ssh/ssh_host_ed25519_key.pub ]]; then missing+=(openssh-server); fi
  command -v openssl >/dev/null || missing+=(openssl)
  command -v flock >/dev/null || missing+=(util-linux)
  if [[ ${USE_CERTBOT:-0} == 1 ]] && ! command -v certbot >/dev/null; then missing+=(certbot); fi
  ((${#missing[@]} == 0)) && return 0
  say "Пакеты Debian: ${missing[*]}…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}" >/dev/null
}

create_users() {
  # the forms service and its backups: no home, no shell, no password
  if ! id -u "$SERVICE_USER" >/dev/null 2>&1; then
    useradd --system --user-group --home-dir /nonexistent --no-create-home --shell /usr/sbin/nologin "$SERVICE_USER"
  fi
  # the site's repository: the editors push to it over SSH (git-shell: git and nothing else), the
  # publishing hook builds as it
  if ! id -u "$GIT_USER" >/dev/null 2>&1; then
    useradd --system --user-group --home-dir /srv/git --no-create-home --shell /usr/bin/git-shell "$GIT_USER"
  fi
}

# every folder with its owner and mode, set again on every run (an upgrade repairs them)
create_folders() {
  install -d -o root -g root -m 0755 "$CLINIC_DIR" "$RELEASES" "$ETC" "$P/var/lib/clinic"
  install -d -o "$GIT_USER" -g "$GIT_USER" -m 0755 "$SITE_ROOT" "$ACME_DIR"
  install -d -o "$GIT_USER" -g "$GIT_USER" -m 0750 "$P/srv/git"
  # the git user's home: npm's cache for the builds, git's settings
  local git_home
  git_home=$(getent passwd "$GIT_USER" | cut -d: -f6)
  [[ $git_home == /nonexistent ]] || install -d -o "$GIT_USER" -g "$GIT_USER" -m 0750 "$git_home"
  install -d -o "$SERVICE_USER" -g "$SERVICE_USER" -m 0700 "$BACKUP_DIR"
  install -d -o "$SERVICE_USER" -g "$SERVICE_USER" -m 0755 "$STATUS_DIR"
}

# the journal kept 14 days: the forms service's lines name no person, but sshd's hold the
# coordinators' and editors' addresses — as long as the backups keep a deleted form
# (formsBackupDays in content/data/clinic.yaml), no longer (docs/operations.md, «Хранение журналов»)
write_log_retention() {
  install -d -m 0755 "$P/etc/systemd/journald.conf.d"
  printf '# written by deploy/install\n[Journal]\nStorage=persistent\nMaxRetentionSec=14day\nMaxFileSec=1day\n' >"$P/etc/systemd/journald.conf.d/clinic.conf"
  if [[ -z $P ]]; then systemctl_or_note restart systemd-journald; fi
}
