/**
 * `pnpm new-area <name> --path /<path> --label <Label>`: a new area, ready to build, test and
 * serve. Writes remote-<name>/ (scripts/areas/area-files.ts), adds it to scripts/stack-layout.ts,
 * shared's `areaPaths` and the root tsconfig.json references, then runs `pnpm install` so the
 * lockfile knows the new package. Everything else (lint layers, knip, the dev and static servers,
 * the e2e fixtures, `/remotes.json`) derives from stack-layout.ts. docs/remotes.md.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { areaPathPattern, hostPagePaths } from '../shared/src/session/area-paths.ts';
import { areaDir, areaFiles, type NewArea } from './areas/area-files.ts';
import { addAreaPath, addToStackLayout, addTsconfigReference } from './areas/register.ts';
import {
  AREA_PATHS,
  repoFile,
  ROOT_TSCONFIG,
  runPnpm,
  STACK_LAYOUT,
  updateLockfile,
} from './areas/repo.ts';

function parseNewArea(args: string[]): NewArea {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { path: { type: 'string' }, label: { type: 'string' } },
  });
  const [name] = positionals;
  const usage = 'usage: pnpm new-area <name> --path /<path> --label <Label>';
  if (!name || !values.path || !values.label) throw new Error(usage);
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
    throw new Error(`${name}: the name is kebab-case, e.g. reports or due-dates`);
  }
  if (!areaPathPattern.test(values.path) || hostPagePaths.has(values.path)) {
    throw new Error(`${values.path}: the path is one segment, e.g. /reports, and not a host page`);
  }
  return { name, path: values.path, label: values.label.trim() };
}

const area = parseNewArea(process.argv.slice(2));
if (existsSync(repoFile(areaDir(area.name)))) {
  throw new Error(`${areaDir(area.name)} already exists`);
}
const read = (path: string) => readFileSync(repoFile(path), 'utf8');
const files = areaFiles(area, JSON.parse(read('remote-coupons/package.json')), {
  tsconfig: read('remote-coupons/tsconfig.json'),
  index: read('remote-coupons/src/index.ts'),
  cssModules: read('remote-coupons/src/css-modules.d.ts'),
});
const edits = {
  [STACK_LAYOUT]: addToStackLayout(read(STACK_LAYOUT), area),
  [AREA_PATHS]: addAreaPath(read(AREA_PATHS), area),
  [ROOT_TSCONFIG]: addTsconfigReference(read(ROOT_TSCONFIG), area.name),
};
for (const [path, text] of Object.entries({ ...files, ...edits })) {
  mkdirSync(dirname(repoFile(path)), { recursive: true });
  writeFileSync(repoFile(path), text);
}
runPnpm([
  'exec',
  'prettier',
  '--write',
  '--log-level=warn',
  ...Object.keys(edits),
  areaDir(area.name),
]);
updateLockfile();
console.log(
  `${areaDir(area.name)} is the ${area.label} area at ${area.path}: \`pnpm --filter ${areaDir(area.name)} dev\`, or \`pnpm build\` and \`npm start\` to see it in the host.`,
);
