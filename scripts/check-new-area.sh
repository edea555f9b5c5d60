#!/usr/bin/env bash
# `pnpm check:new-area`: "an area is one folder plus one entry", proven on a temporary copy of this
# working tree (its tracked and unignored files; the repository itself is left alone). In the copy,
# `pnpm new-area reports --path /reports --label Reports`; then typecheck, lint, knip, jscpd,
# prettier and the unit tests pass, the new remote builds, the e2e "every area opens from the nav"
# test sees Reports in the nav and its page loaded, and a11y.spec.ts scans that page in both themes
# (e2e/areas/: an area that declares no screens has its page checked). Then
# `pnpm remove-area reports` must give back exactly the tree it started from, every file and the
# lockfile, so whatever held before (`npm test`) holds again.
#
# It reuses each remote's dist/ that the working tree has, newer than the remote's sources, shared,
# scripts and the lockfile (CI runs it after `npm test`, which builds them all), and builds the
# host, the new remote and any remote without one, so from a clean tree it builds everything. The
# typecheck is whole, and cold: the new path in shared's areaPaths reaches every project, so tsc's
# incremental outputs would save nothing; it runs beside the lint, unit and build steps. About 2½
# minutes after `pnpm build`, 4 when it builds everything (a busy 2-core machine). Run with CI=true
# too (.ci/run does), as pnpm then freezes lockfiles unless told otherwise. The fast half,
# scripts/workspace-lists.test.ts, is in `pnpm test:unit`. KEEP=1 keeps the copy.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
copy="$(mktemp -d "${TMPDIR:-/tmp}/backoffice-new-area.XXXXXX")"
typecheck=""
cleanup() {
  if [ -n "$typecheck" ]; then kill "$typecheck" 2>/dev/null || true; fi
  if [ "${KEEP:-}" = 1 ]; then echo "kept $copy"; else rm -rf "$copy"; fi
}
trap cleanup EXIT
step() { printf '\n== %s (%ss)\n' "$1" "$SECONDS"; }

step "copy the working tree to $copy"
(cd "$repo" && git ls-files -co --exclude-standard -z | tar --null -T - -cf -) | tar -xf - -C "$copy"
cd "$copy"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
pnpm install --offline --frozen-lockfile --reporter=silent
# The tree as it was, to compare with after remove-area (the copy's own .gitignore applies).
git init -q
git add -A
git -c user.name=check-new-area -c user.email=check@localhost commit -qm 'before new-area'

step "reuse the working tree's builds of the remotes"
reused=()
build=(host)
for app in remote-*; do
  stamp="$app/dist/mf-manifest.json"
  if [ -f "$repo/$stamp" ] && [ -z "$(cd "$repo" && find "$app" shared scripts pnpm-lock.yaml \
    \( -name node_modules -o -name dist \) -prune -o -type f -newer "$stamp" -print -quit)" ]; then
    reused+=("$app/dist")
  else
    build+=("$app")
  fi
done
if [ ${#reused[@]} -gt 0 ]; then (cd "$repo" && tar -cf - "${reused[@]}") | tar -xf -; fi
echo "reused: ${reused[*]:-nothing}"

step "pnpm new-area reports --path /reports --label Reports"
pnpm new-area reports --path /reports --label Reports
grep -q 'remote-reports' pnpm-lock.yaml || { echo 'the lockfile does not know remote-reports'; exit 1; }
build+=(remote-reports)

step "typecheck, in the background until the e2e step"
# The bin script execs node, so $! is tsc itself (the cleanup stops it on an early failure).
node_modules/.bin/tsc -b >tsc.log 2>&1 &
typecheck=$!
step "lint (the new remote and the files the scaffold edits)"
pnpm exec eslint remote-reports scripts/stack-layout.ts shared/src/session/area-paths.ts --max-warnings=0
step "knip and jscpd"
pnpm knip
pnpm cpd
step "prettier"
pnpm exec prettier --check remote-reports scripts/stack-layout.ts shared/src/session/area-paths.ts tsconfig.json
step "unit tests: the new remote and the derived lists"
pnpm exec vitest run scripts/workspace-lists.test.ts remote-reports/

step "build: ${build[*]}"
filters=()
for app in "${build[@]}"; do filters+=(--filter "./$app"); done
pnpm "${filters[@]}" -r build
step "typecheck done"
status=0
wait "$typecheck" || status=$?
typecheck=""
cat tsc.log
rm tsc.log
[ "$status" = 0 ] || { echo 'the typecheck failed'; exit 1; }
step "e2e: Reports is in the nav and opens, and the axe scans walk its page"
# The scans of an area with no e2e/areas declaration are the defaults: both themes must list them.
pnpm --filter @backoffice/e2e exec playwright test tests/a11y.spec.ts --list -g 'Reports: its screens' |
  grep -q 'Total: 2 tests' || { echo 'a11y.spec.ts does not scan the Reports page'; exit 1; }
E2E_WORKERS=1 pnpm --filter @backoffice/e2e exec playwright test tests/routes.spec.ts \
  tests/a11y.spec.ts -g 'every area and settings open from the nav|Reports: its screens' \
  --reporter=line

step "pnpm remove-area reports"
pnpm remove-area reports
changed="$(git status --porcelain)"
[ -z "$changed" ] || { printf 'remove-area left the tree changed:\n%s\n' "$changed"; exit 1; }

step "done"
