/**
 * `pnpm team-kit <dir> --name <area> --path /<path> --label <Label>`: a remote in a team's own
 * repository, written into <dir> outside this workspace (scripts/areas/team-files.ts). Builds and
 * packs @backoffice/shared and @backoffice/remote-kit into <dir>/kit/, which the project depends on,
 * so `npm install` there needs no registry of ours. docs/remotes.md, "A team's own repository".
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { areaPathPattern, hostPagePaths } from '../shared/src/session/area-paths.ts';
import type { NewArea } from './areas/area-files.ts';
import { repoFile } from './areas/repo.ts';
import { teamFiles, type KitTarballs, type Versions } from './areas/team-files.ts';

const USAGE = 'usage: pnpm team-kit <dir> --name <area> --path /<path> --label <Label>';

function parseTeamKit(args: string[]): { dir: string; area: NewArea } {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { name: { type: 'string' }, path: { type: 'string' }, label: { type: 'string' } },
  });
  const [dir] = positionals;
  if (!dir || positionals.length > 1 || !values.name || !values.path || !values.label) {
    throw new Error(USAGE);
  }
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(values.name)) {
    throw new Error(`${values.name}: the name is kebab-case, e.g. reports or due-dates`);
  }
  if (!areaPathPattern.test(values.path) || hostPagePaths.has(values.path)) {
    throw new Error(`${values.path}: the path is one segment, e.g. /reports, and not a host page`);
  }
  // pnpm runs scripts at the workspace root: a relative <dir> is where the command was typed.
  const target = resolve(process.env.INIT_CWD ?? process.cwd(), dir);
  if (!relative(repoFile('.'), target).startsWith('..')) {
    throw new Error(`${target} is inside this workspace: a team's project lives outside it`);
  }
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new Error(`${target} is not empty`);
  }
  return {
    dir: target,
    area: { name: values.name, path: values.path, label: values.label.trim() },
  };
}

const run = (command: string, args: string[], cwd = repoFile('.')) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

/** Builds and packs one package of the kit into `kitDir`; its tarball's path in the project. */
function pack(packageDir: string, kitDir: string): { version: string; file: string } {
  const { name, version } = JSON.parse(
    readFileSync(repoFile(`${packageDir}/package.json`), 'utf8'),
  ) as {
    name: string;
    version: string;
  };
  run('pnpm', ['--filter', name, 'build']);
  // pnpm pack applies "publishConfig" (the dist/ exports) and turns workspace: ranges into versions.
  run('pnpm', ['pack', '--pack-destination', kitDir], repoFile(packageDir));
  const file = `${name.replace('@', '').replace('/', '-')}-${version}.tgz`;
  if (!existsSync(join(kitDir, file))) throw new Error(`pnpm pack wrote no ${file}`);
  return { version, file: `kit/${file}` };
}

const { dir, area } = parseTeamKit(process.argv.slice(2));
const kitDir = join(dir, 'kit');
mkdirSync(kitDir, { recursive: true });
const kit: KitTarballs = { shared: pack('shared', kitDir), remoteKit: pack('kit', kitDir) };
const rootPackage = JSON.parse(readFileSync(repoFile('package.json'), 'utf8')) as {
  devDependencies: Versions;
};
const sharedPackage = JSON.parse(readFileSync(repoFile('shared/package.json'), 'utf8')) as {
  dependencies: Versions;
};
const versions = { ...rootPackage.devDependencies, ...sharedPackage.dependencies };
for (const [path, text] of Object.entries(teamFiles(area, kit, versions))) {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
}
console.log(
  `${dir}: remote_${area.name.replaceAll('-', '_')}, the ${area.label} area at ${area.path}. In it: npm install, npm test, npm run build (README.md).`,
);
