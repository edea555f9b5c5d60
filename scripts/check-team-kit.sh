#!/usr/bin/env bash
# `pnpm check:team-kit`: a team builds, tests and ships a remote from its own repository, with npm
# alone (docs/remotes.md, "A team's own repository"). `pnpm team-kit` writes the Ledger area into
# a temporary directory outside this workspace, with the kit packed beside it; there `npm install`
# (from npm's cache and the kit's tarballs when they have everything; the registry otherwise),
# `npm test`, `npm run typecheck` and `npm run build`. Then e2e/tests/team-kit.spec.ts serves the
# build on a port of its own, registers the area against the e2e stack, creates its token,
# releases it with the project's `npm run release` and opens it from the host's nav.
#
# The e2e stack serves the host and the four remotes from their dist/: any app without one is
# built first (CI runs this after `npm test`, which builds them all). KEEP=1 keeps the project.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/backoffice-team-kit.XXXXXX")"
project="$work/ledger"
cleanup() { if [ "${KEEP:-}" = 1 ]; then echo "kept $project"; else rm -rf "$work"; fi; }
trap cleanup EXIT
step() { printf '\n== %s (%ss)\n' "$1" "$SECONDS"; }

case "$work" in "$repo"/*) echo "$work is inside the workspace"; exit 1 ;; esac

step "pnpm team-kit $project --name ledger --path /ledger --label Ledger"
(cd "$repo" && pnpm --silent team-kit "$project" --name ledger --path /ledger --label Ledger)
# Nothing in the project may reach back into this workspace.
if grep -rIl -e "$repo" -e 'workspace:' "$project" --exclude-dir=kit; then
  echo 'the project above refers to the workspace'
  exit 1
fi

cd "$project"
step "npm install"
npm install --prefer-offline --no-audit --no-fund --loglevel=error
step "npm test"
npm test
step "npm run typecheck"
npm run typecheck
step "npm run build"
npm run build
[ -f dist/mf-manifest.json ] || { echo 'npm run build wrote no dist/mf-manifest.json'; exit 1; }

cd "$repo"
build=()
for app in host remote-*; do [ -f "$app/dist/index.html" ] || build+=(--filter "./$app"); done
if [ ${#build[@]} -gt 0 ]; then
  step "build what the e2e stack serves and has no dist/ of"
  pnpm "${build[@]}" -r build
fi

step "e2e: the area registered, released with its token, opened from the nav"
TEAM_KIT="$(printf '{"dir":"%s","remote":"remote_ledger","path":"/ledger","label":"Ledger"}' "$project")" \
  E2E_WORKERS=1 pnpm --filter @backoffice/e2e exec playwright test tests/team-kit.spec.ts --reporter=line

step "done"
