# shellcheck shell=bash
# The site's git repository: the editors (and the web editor) push to it, its post-receive hook
# publishes. Made on the first install from the checkout deploy/install runs in; the hook is a
# symlink through `current`, so it is always the live release's.

setup_repository() {
  if [[ ! -d $REPOSITORY ]]; then
    say "Хранилище сайта $REPOSITORY из $SOURCE_DIR…"
    git init --quiet --bare -b main "$REPOSITORY"
    # the checkout's present commit becomes the site's branch (the hook is not there yet)
    git -c safe.directory='*' -C "$SOURCE_DIR" push --quiet "$REPOSITORY" HEAD:refs/heads/main
    chown -R "$GIT_USER:$GIT_USER" "$REPOSITORY"
  fi
  ln -sfn "$CURRENT/deploy/publish/post-receive" "$REPOSITORY/hooks/post-receive.new"
  mv -T "$REPOSITORY/hooks/post-receive.new" "$REPOSITORY/hooks/post-receive"
  chown -h "$GIT_USER:$GIT_USER" "$REPOSITORY/hooks/post-receive"
}
