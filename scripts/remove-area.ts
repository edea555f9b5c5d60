/**
 * `pnpm remove-area <name>`: takes an area out of the repository, as `pnpm new-area` put it in:
 * its folder, its entries in scripts/stack-layout.ts, shared's `areaPaths` and the root
 * tsconfig.json references, then `pnpm install` for the lockfile. Code elsewhere that still links
 * to the area (`areaPaths.<area>`) is named by `pnpm typecheck`. docs/remotes.md.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { areaDir } from './areas/area-files.ts';
import {
  removeAreaPath,
  removeFromStackLayout,
  removeTsconfigReference,
} from './areas/register.ts';
import {
  AREA_PATHS,
  repoFile,
  ROOT_TSCONFIG,
  runPnpm,
  STACK_LAYOUT,
  updateLockfile,
} from './areas/repo.ts';

const [name] = process.argv.slice(2);
if (!name) throw new Error('usage: pnpm remove-area <name> (e.g. reports for remote-reports)');
if (!existsSync(repoFile(areaDir(name)))) throw new Error(`${areaDir(name)} does not exist`);

const edit = (path: string, change: (text: string) => string) =>
  writeFileSync(repoFile(path), change(readFileSync(repoFile(path), 'utf8')));
edit(STACK_LAYOUT, (text) => removeFromStackLayout(text, name));
edit(AREA_PATHS, (text) => removeAreaPath(text, name));
edit(ROOT_TSCONFIG, (text) => removeTsconfigReference(text, name));
rmSync(repoFile(areaDir(name)), { recursive: true, force: true });
runPnpm([
  'exec',
  'prettier',
  '--write',
  '--log-level=warn',
  STACK_LAYOUT,
  AREA_PATHS,
  ROOT_TSCONFIG,
]);
updateLockfile();
console.log(`${areaDir(name)} is removed.`);
