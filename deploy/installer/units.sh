# shellcheck shell=bash
# The systemd units (deploy/systemd/): written with the installation's paths, enabled, the
# services started and the timers armed.

write_units() {
  install -d -m 0755 "$UNIT_DIR"
  local source
  for source in "$SOURCE_DIR"/deploy/systemd/*; do
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
