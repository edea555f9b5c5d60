#!/usr/bin/env bash
# The "an area is one folder plus one entry" check, on a temporary copy of this working tree (its
# tracked and unignored files; the repository itself is left alone): `pnpm new-area reports`,
# then typecheck, lint, knip, jscpd, prettier and the unit tests pass, the new remote builds, the
# stack builds and the e2e "every area opens from the nav" test sees Reports in the nav and its
# page loaded; then `pnpm remove-area reports` leaves a workspace that typechecks and passes knip
# again. About 8 minutes on a quiet 2-core machine, 20 on a busy one (a cold `tsc -b` and
# `pnpm build`), so it is not part of `npm test`; scripts/workspace-lists.test.ts is its fast half
# there. KEEP=1 keeps the copy.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
copy="$(mktemp -d "${TMPDIR:-/tmp}/backoffice-new-area.XXXXXX")"
cleanup() { if [ "${KEEP:-}" = 1 ]; then echo "kept $copy"; else rm -rf "$copy"; fi; }
trap cleanup EXIT
step() { printf '\n== %s (%ss)\n' "$1" "$SECONDS"; }

step "copy the working tree to $copy"
(cd "$repo" && git ls-files -co --exclude-standard -z | tar --null -T - -cf -) | tar -xf - -C "$copy"
cd "$copy"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
pnpm install --offline --frozen-lockfile --reporter=silent

step "pnpm new-area reports --path /reports --label Reports"
pnpm new-area reports --path /reports --label Reports
grep -q 'remote-reports' pnpm-lock.yaml || { echo 'the lockfile does not know remote-reports'; exit 1; }

step "typecheck"
pnpm exec tsc -b
step "lint (the new remote and the files the scaffold edits)"
pnpm exec eslint remote-reports scripts/stack-layout.ts shared/src/session/area-paths.ts --max-warnings=0
step "knip and jscpd"
pnpm knip
pnpm cpd
step "prettier"
pnpm exec prettier --check remote-reports scripts/stack-layout.ts shared/src/session/area-paths.ts tsconfig.json
step "unit tests: the new remote and the derived lists"
pnpm exec vitest run scripts/workspace-lists.test.ts remote-reports/
step "build"
pnpm build
step "e2e: Reports is in the nav and opens"
E2E_WORKERS=1 pnpm --filter @backoffice/e2e exec playwright test tests/routes.spec.ts \
  -g 'every area and settings open from the nav' --reporter=line

step "pnpm remove-area reports"
pnpm remove-area reports
test ! -e remote-reports
pnpm exec tsc -b
pnpm knip
pnpm exec vitest run scripts/workspace-lists.test.ts
cmp -s "$repo/pnpm-lock.yaml" pnpm-lock.yaml ||
  { echo 'the lockfile differs after removing the area'; exit 1; }

step "done"
