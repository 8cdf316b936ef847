# shellcheck shell=bash
# The site's git repository: the editors (and the web editor) push to it, its post-receive hook
# publishes. Made on the first install from the checkout deploy/install runs in. The hook names
# the publisher's settings and runs the live release's deploy/publish/post-receive through
# `current`, so an upgrade changes it with everything else.

setup_repository() {
  if [[ ! -d $REPOSITORY ]]; then
    say "Хранилище сайта $REPOSITORY из $SOURCE_DIR…"
    git init --quiet --bare -b main "$REPOSITORY"
    # the checkout's present commit becomes the site's branch (the hook is not there yet)
    git -c safe.directory='*' -C "$SOURCE_DIR" push --quiet "$REPOSITORY" HEAD:refs/heads/main
    chown -R "$GIT_USER:$GIT_USER" "$REPOSITORY"
  fi
  local hook=$REPOSITORY/hooks/post-receive
  printf '#!/bin/sh\n# written by deploy/install\nPUBLISH_SETTINGS=%s exec %s\n' "$ETC/publish.env" "$CURRENT/deploy/publish/post-receive" >"$hook.new"
  chmod 0755 "$hook.new"
  chown "$GIT_USER:$GIT_USER" "$hook.new"
  mv -T "$hook.new" "$hook"
}

# The web editor's way into the site's repository (server/forms/editor/, docs/web-editor.md «The
# deployed editor»): the forms service keeps a working copy in its own state folder and pushes to
# the repository as the git user, over SSH to this very machine, with a key of its own that may do
# nothing but git from 127.0.0.1 — so the post-receive hook runs as git, as for every other push.
setup_editor_access() {
  local key=$ETC/editor-ssh-key known=$ETC/editor-known-hosts host_key=$P/etc/ssh/ssh_host_ed25519_key.pub
  if [[ ! -f $key ]]; then
    say "Ключ SSH веб-редактора $key…"
    ssh-keygen -q -t ed25519 -N '' -C clinic-editor -f "$key"
  fi
  chown "$SERVICE_USER:$SERVICE_USER" "$key"
  chmod 0400 "$key"
  local git_home keys
  git_home=$P$(getent passwd "$GIT_USER" | cut -d: -f6)
  keys=$git_home/.ssh/authorized_keys
  install -d -o "$GIT_USER" -g "$GIT_USER" -m 0700 "$git_home/.ssh"
  [[ -f $keys ]] || install -o "$GIT_USER" -g "$GIT_USER" -m 0600 /dev/null "$keys"
  grep -qF "$(cut -d' ' -f2 "$key.pub")" "$keys" || printf 'restrict,from="127.0.0.1,::1" %s\n' "$(cat "$key.pub")" >>"$keys"
  # this machine's host key is the one the editor's pushes expect: never a question, never a guess;
  # on a port other than 22, ssh writes the host as [127.0.0.1]:PORT in known_hosts and needs an ssh:// URL
  local host=127.0.0.1 origin=$GIT_USER@127.0.0.1:$REPOSITORY
  if [[ ${SSH_PORT:-22} != 22 ]]; then
    host="[127.0.0.1]:$SSH_PORT"
    origin="ssh://$GIT_USER@127.0.0.1:$SSH_PORT$REPOSITORY"
  fi
  if [[ -f $host_key ]]; then
    printf '%s %s\n' "$host" "$(cut -d' ' -f1,2 "$host_key")" >"$known.new"
    chmod 0644 "$known.new"
    mv "$known.new" "$known"
  else
    say "Нет $host_key: веб-редактор не сможет публиковать, пока не установлен сервер SSH (openssh-server) и deploy/install не запущен снова."
  fi
  local receiver=$ETC/receiver.env
  # --ssh-port decides the address: a later run with another port changes it
  set_setting "$receiver" EDITOR_REPOSITORY "$origin"
  ensure_setting "$receiver" EDITOR_SSH_KEY "$key"
  ensure_setting "$receiver" EDITOR_KNOWN_HOSTS "$known"
}
