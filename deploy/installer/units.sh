# shellcheck shell=bash
# The systemd units (deploy/systemd/, deploy/receiver/): written with the installation's paths,
# enabled, the services started and the timers armed.

UNIT_SOURCES=(deploy/systemd/clinic-receiver@.service deploy/systemd/clinic-site-rebuild.service deploy/systemd/clinic-site-rebuild.timer)

write_units() {
  install -d -m 0755 "$UNIT_DIR"
  local source
  for source in "${UNIT_SOURCES[@]}" "$SOURCE_DIR"/deploy/receiver/*.service "$SOURCE_DIR"/deploy/receiver/*.timer; do
    [[ $source == /* ]] || source=$SOURCE_DIR/$source
    local target=$UNIT_DIR/${source##*/}
    with_prefix <"$source" >"$target"
  done
  systemctl_or_note daemon-reload
}

timers() {
  local timer
  for timer in "$UNIT_DIR"/*.timer; do basename "$timer"; done
}

start_units() {
  local instance
  for instance in "${INSTANCES[@]}"; do
    systemctl_or_note enable "clinic-receiver@$instance.service"
  done
  local timer
  for timer in $(timers); do systemctl_or_note enable --now "$timer"; done
}
