/**
 * `pnpm --filter @backoffice/remote-kit build`: the package as it is published (`pnpm pack`, its
 * package.json "publishConfig"), JavaScript and declarations in dist/. The workspace's own rspack
 * configs import the sources.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const root = import.meta.dirname;
rmSync(join(root, 'dist'), { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.dist.json')], { stdio: 'inherit' });
chmodSync(join(root, 'dist', 'release-cli.js'), 0o755);
