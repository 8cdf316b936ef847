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
