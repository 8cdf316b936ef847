# shellcheck shell=bash
# The code on the server as numbered releases side by side (docs/deploy.md, «Upgrade»):
#
#   /srv/clinic/releases/<version>-<commit>/   the code of one commit of the site's repository, its
#                                              packages (npm ci --omit=dev) and its bundles
#   /srv/clinic/current                        the symlink the services, the publishing hook and
#                                              `clinic` run through
#
# An upgrade makes the new release beside the live one (the live code is not touched while npm
# works), applies the database's migrations with the new code, then — with the publishing lock
# held, so a push waits its turn instead of building half-way through — switches `current` in one
# rename, publishes the repository's version with it, and restarts the forms service one instance
# at a time (the first install has no published site before that, and the service reads it).
# A rollback switches back and restarts.

repository_git() { git -c safe.directory='*' --git-dir="$REPOSITORY" "$@"; }

# the name of the release of a revision: <package.json's version>-<12 characters of the commit>
release_name_of() {
  local commit=$1 version
  version=$(repository_git show "$commit:package.json" | node -e 'process.stdout.write(JSON.parse(require("fs").readFileSync(0, "utf8")).version)')
  echo "$version-${commit:0:12}"
}

# whether two package-lock.json name the same packages (a new version number alone is not a change)
same_packages() {
  node -e '
    const read = (file) => {
      const lock = JSON.parse(require("fs").readFileSync(file, "utf8"));
      delete lock.version;
      delete lock.packages[""].version;
      return JSON.stringify(lock);
    };
    process.exit(read(process.argv[1]) === read(process.argv[2]) ? 0 : 1);' "$1" "$2"
}

# makes releases/<name> of a commit unless it exists; the packages are the live release's
# (hard links) when package-lock.json is the same, else npm ci's
make_release() {
  local commit=$1 name=$2
  local dir=$RELEASES/$name partial=$RELEASES/.partial-$name
  [[ -d $dir ]] && return 0
  say "Выпуск $name: код коммита ${commit:0:12}…"
  rm -rf "$partial"
  mkdir -p "$partial"
  repository_git archive --format=tar "$commit" | tar -x -C "$partial"
  local live
  live=$(live_release)
  if [[ -n $live && -d $RELEASES/$live/node_modules ]] && same_packages "$RELEASES/$live/package-lock.json" "$partial/package-lock.json"; then
    say "  пакеты те же, что у $live: взяты оттуда"
    cp -al "$RELEASES/$live/node_modules" "$partial/node_modules"
    (cd "$partial" && node tooling/bundles/cli.mjs >/dev/null && node tooling/editor/install-decap-bundle.mjs)
  else
    say "  npm ci --omit=dev (несколько минут)…"
    (cd "$partial" && npm ci --omit=dev --no-audit --no-fund --loglevel=error >/dev/null)
  fi
  node -e 'const [commit, name] = process.argv.slice(1); process.stdout.write(JSON.stringify({ name, commit, made: new Date().toISOString() }, null, 2) + "\n")' \
    "$commit" "$name" >"$partial/release.json"
  chmod -R go-w "$partial"
  mv -T "$partial" "$dir"
}

# the database brought to the new code's schema while the old code still runs: migrations only add
# (server/forms/database/migrations/), so the running version keeps working on it
migrate_with() {
  local name=$1
  say "Миграции базы форм кодом $name…"
  as_user "$SERVICE_USER" "$ETC/receiver.env" node --enable-source-maps "$RELEASES/$name/dist-node/forms-migrate.mjs"
}

# `current` to releases/<name> in one rename, with the publishing lock held
switch_release() {
  local name=$1
  install -o "$GIT_USER" -g "$GIT_USER" -m 0644 /dev/null "$SITE_ROOT/publish.lock.new"
  [[ -e $SITE_ROOT/publish.lock ]] || mv "$SITE_ROOT/publish.lock.new" "$SITE_ROOT/publish.lock"
  rm -f "$SITE_ROOT/publish.lock.new"
  (
    flock -w 3600 9 || die "публикация не закончилась за час: переключение отложено"
    ln -sfn "releases/$name" "$CLINIC_DIR/current.new"
    mv -T "$CLINIC_DIR/current.new" "$CURRENT"
    touch -h "$RELEASES/$name"
    say "Код сайта: теперь $name (был ${2:-никакой})."
  ) 9>>"$SITE_ROOT/publish.lock"
}

# the releases, the most recently made first
list_releases() {
  local name
  find "$RELEASES" -mindepth 1 -maxdepth 1 -type d -not -name '.*' -printf '%T@ %f\n' 2>/dev/null | sort -rn | cut -d' ' -f2 |
    while read -r name; do
      if [[ -f $RELEASES/$name/release.json ]]; then echo "$name"; fi
    done
}

prune_releases() {
  local live name count=0
  live=$(live_release)
  for name in $(list_releases); do
    count=$((count + 1))
    if ((count > KEEP_RELEASES)) && [[ $name != "$live" ]]; then
      rm -rf "${RELEASES:?}/$name"
    fi
  done
}

# the site's repository's revision made live: release, migrations, switch, then its publication
deploy_revision() {
  local revision=$1 commit name live
  commit=$(repository_git rev-parse --verify --quiet "$revision^{commit}") || die "в хранилище сайта нет версии «$revision»"
  name=$(release_name_of "$commit")
  live=$(live_release)
  make_release "$commit" "$name"
  if [[ $name == "$live" ]]; then
    say "Код сайта уже $name: переключать нечего."
  else
    # a backup of the forms as they are before the new code's migrations touch them
    if [[ -n $live ]]; then
      say "Резервная копия перед обновлением…"
      systemctl_or_note start clinic-receiver-backup.service || die "резервная копия перед обновлением не удалась: обновление не начато (journalctl -u clinic-receiver-backup)"
    fi
    migrate_with "$name"
    switch_release "$name" "$live"
  fi
  prune_releases
  say "Публикация версии ${commit:0:12}…"
  as_user "$GIT_USER" "$ETC/publish.env" "$CURRENT/deploy/publish/publish" commit "$commit" || die "публикация не удалась: сайт показывает прежнюю версию (clinic publish status)"
  rolling_restart
}

# back to the release before the live one (or the one named), at once, without building
rollback_release() {
  local wanted=${1:-} live target=''
  live=$(live_release)
  local name
  for name in $(list_releases); do
    [[ $name == "$live" ]] && continue
    if [[ -z $wanted || $name == "$wanted"* ]]; then
      target=$name
      break
    fi
  done
  [[ -n $target ]] || die "возвращаться некуда: выпуски — $(list_releases | tr '\n' ' ')"
  switch_release "$target" "$live"
  rolling_restart
}
