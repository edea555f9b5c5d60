/**
 * `pnpm release <remote> --manifest <url> [--version <v>] [--canary <percent>]` and
 * `pnpm release <remote> --rollback`: the same command a team's own repository runs as
 * `npm run release` (kit/src/release.ts, docs/remotes.md).
 */
import { release } from '../kit/src/release.ts';

process.exitCode = await release(process.argv.slice(2), process.env);
