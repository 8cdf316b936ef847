# shellcheck shell=bash
# The services' settings files, each readable by its service only. Secrets are generated once, on
# the first install, URL-safe (hex) where they go into a URL; a later run keeps every value and
# adds only the settings a new version introduced.

# NAME=value appended to a file unless NAME is set there already
ensure_setting() {
  local file=$1 name=$2 value=$3
  grep -q "^$name=" "$file" 2>/dev/null || printf '%s=%s\n' "$name" "$value" >>"$file"
}

# NAME=value in place of the line that sets NAME (or at the end): a setting deploy/install's
# options decide
set_setting() {
  local file=$1 name=$2 value=$3 line found=0
  local -a lines=()
  while IFS= read -r line || [[ -n $line ]]; do
    if [[ $line == "$name="* ]]; then
      ((found)) && continue
      line="$name=$value"
      found=1
    fi
    lines+=("$line")
  done <"$file"
  ((found)) || lines+=("$name=$value")
  printf '%s\n' "${lines[@]}" >"$file.new"
  chmod --reference="$file" "$file.new"
  chown --reference="$file" "$file.new"
  mv "$file.new" "$file"
}

random_hex() { openssl rand -hex "$1"; }
random_base64() { openssl rand -base64 "$1"; }

write_settings() {
  local database_password
  # the forms service (read by systemd as root: 0600 root)
  local receiver=$ETC/receiver.env
  if [[ ! -f $receiver ]]; then
    install -o root -g root -m 0600 /dev/null "$receiver"
    database_password=$(random_hex 24)
    {
      echo "# The forms service's settings (docs/operations.md): written by deploy/install, kept by every later run."
      echo "# The keys decrypt the forms: a copy belongs OFF this server, with the backup passphrase."
      echo "DATABASE_URL=postgres://clinic_receiver:$database_password@$DATABASE_HOST:$DATABASE_PORT/clinic_forms"
      echo "RECEIVER_KEYS=k1:$(random_base64 32)"
      echo "RECEIVER_HMAC_KEY=$(random_base64 32)"
    } >>"$receiver"
  fi
  set_setting "$receiver" SMTP_URL "$SMTP_URL"
  set_setting "$receiver" RECEIVER_NOTICE_TO "$NOTICE_TO"
  set_setting "$receiver" RECEIVER_NOTICE_FROM "forms@$DOMAIN"
  ensure_setting "$receiver" RECEIVER_HOST 127.0.0.1
  # the clinic's clock (Искитим): the notices', the inbox's and the alerts' times
  ensure_setting "$receiver" RECEIVER_TIME_ZONE Asia/Novosibirsk
  ensure_setting "$receiver" DATA_DIR "$SITE_ROOT/current/dist-data"
  ensure_setting "$receiver" RECEIVER_STATUS_DIR "$STATUS_DIR"
  ensure_setting "$receiver" RECEIVER_PUBLISH_STATUS "$SITE_ROOT/status/status.json"
  set_setting "$receiver" RECEIVER_SITE_URL "$(site_url)"
  ensure_setting "$receiver" RECEIVER_DISK_PATHS "$(disk_paths)"
  set_setting "$receiver" RECEIVER_ALERT_TO "$ADMIN_EMAIL"
  # the web editor's check of a draft builds as a publication does: a staging server's sample values allowed there too
  [[ ${ALLOW_SAMPLE_DATA:-0} == 1 ]] && ensure_setting "$receiver" ALLOW_SAMPLE_DATA 1

  # each instance's port; the inbox on the first only (docs/inbox.md: 127.0.0.1, an SSH tunnel)
  local instance
  for instance in "${INSTANCES[@]}"; do
    local file=$ETC/receiver-$instance.env
    [[ -f $file ]] || install -o root -g root -m 0600 /dev/null "$file"
    ensure_setting "$file" RECEIVER_PORT "$(instance_port "$instance")"
    if [[ $instance == 1 ]]; then
      ensure_setting "$file" RECEIVER_INBOX_HOST 127.0.0.1
      ensure_setting "$file" RECEIVER_INBOX_PORT "$INBOX_PORT"
    else
      ensure_setting "$file" RECEIVER_INBOX off
    fi
  done

  # the backups: the passphrase readable by the backup's user only
  local passphrase=$ETC/backup-passphrase
  if [[ ! -f $passphrase ]]; then
    install -o "$SERVICE_USER" -g "$SERVICE_USER" -m 0400 /dev/null "$passphrase"
    random_base64 32 >"$passphrase"
  fi
  chown "$SERVICE_USER:$SERVICE_USER" "$passphrase"
  chmod 0400 "$passphrase"
  local backup=$ETC/backup.env
  [[ -f $backup ]] || install -o root -g root -m 0600 /dev/null "$backup"
  ensure_setting "$backup" BACKUP_DIR "$BACKUP_DIR"
  ensure_setting "$backup" BACKUP_KEEP_DAYS 14
  ensure_setting "$backup" BACKUP_PASSPHRASE_FILE "$passphrase"
  set_setting "$backup" BACKUP_COPY_TO "$BACKUP_COPY_TO"
  # the restore test's scratch database is made as PostgreSQL's superuser: Debian's `postgres`
  # through its socket, unless the server is elsewhere
  if [[ -n $POSTGRES_ADMIN_URL ]]; then set_setting "$backup" POSTGRES_ADMIN_URL "$POSTGRES_ADMIN_URL"; fi
  ensure_setting "$backup" RECEIVER_STATUS_DIR "$STATUS_DIR"

  # the publisher: read by the git user, who runs the hook and the daily rebuild
  local publish=$ETC/publish.env
  [[ -f $publish ]] || install -o root -g "$GIT_USER" -m 0640 /dev/null "$publish"
  ensure_setting "$publish" PUBLISH_ROOT "$SITE_ROOT"
  ensure_setting "$publish" PUBLISH_REPOSITORY "$REPOSITORY"
  ensure_setting "$publish" PUBLISH_BRANCH main
  ensure_setting "$publish" PUBLISH_KEEP 5
  ensure_setting "$publish" PUBLISH_IN_BACKGROUND 0
  set_setting "$publish" PUBLISH_STATUS_URL "$(site_url)/publishing/"
  ensure_setting "$publish" PUBLISH_TIME_ZONE Asia/Novosibirsk
  set_setting "$publish" SITE_URL "$(site_url)"
  [[ ${ALLOW_SAMPLE_DATA:-0} == 1 ]] && ensure_setting "$publish" ALLOW_SAMPLE_DATA 1
  return 0
}

# the disks /healthz watches, by the labels it shows: the site, the backups, the database
disk_paths() {
  local paths="site=$CLINIC_DIR,backups=$BACKUP_DIR"
  if [[ -z $P && -d /var/lib/postgresql ]]; then paths+=",database=/var/lib/postgresql"; fi
  echo "$paths"
}

# the site's address as visitors write it: no :443
site_url() {
  if [[ $HTTPS_PORT == 443 ]]; then echo "https://$DOMAIN"; else echo "https://$DOMAIN:$HTTPS_PORT"; fi
}
