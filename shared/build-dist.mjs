/**
 * `pnpm --filter @backoffice/shared build`: the package as it is published (`pnpm pack` applies
 * package.json's "publishConfig"): JavaScript and declarations in dist/ from `tsc -p
 * tsconfig.dist.json`; this workspace itself imports the sources. The sources import their own
 * files without extensions (`./contract`), which bundlers resolve but Node does not: each relative
 * import in the emitted JavaScript gets the file it means (`./contract/index.js`), so Node tools
 * (the release command, vitest) load the contract too. The stylesheets the components import are
 * copied beside them.
 */
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

const root = import.meta.dirname;
const src = join(root, 'src');
const dist = join(root, 'dist');

rmSync(dist, { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.dist.json')], { stdio: 'inherit' });

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** `./contract` → `./contract/index.js`, `./format` → `./format.js`; stylesheets stay as written. */
function withExtension(file, specifier) {
  const target = join(dirname(file), specifier);
  if (existsSync(`${target}.js`)) return `${specifier}.js`;
  if (existsSync(join(target, 'index.js'))) return `${specifier}/index.js`;
  if (existsSync(target)) return specifier;
  throw new Error(`${relative(root, file)} imports ${specifier}, which dist/ does not have`);
}

for (const file of files(src)) {
  if (file.endsWith('.css')) cpSync(file, join(dist, relative(src, file)));
}
const relativeImport = /(\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*)\2/g;
for (const file of files(dist)) {
  if (!file.endsWith('.js')) continue;
  const text = readFileSync(file, 'utf8');
  const fixed = text.replace(
    relativeImport,
    (_match, keyword, quote, specifier) =>
      `${keyword}${quote}${withExtension(file, specifier)}${quote}`,
  );
  if (fixed !== text) writeFileSync(file, fixed);
}
// The test kit's own tests are not part of the package.
for (const file of files(dist)) {
  if (/\.test\.(js|d\.ts)$/.test(file)) rmSync(file);
}
