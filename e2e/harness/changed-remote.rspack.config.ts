import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Configuration } from '@rspack/core';

type ConfigExport = Configuration | ((env: unknown, argv: unknown) => Promise<Configuration>);

/**
 * The build config of the remote in the working directory, with texts of its source changed
 * (`CHANGED_TEXTS`, JSON `{ from: to }`) by a loader that runs before the compiler: a real build
 * of changed code, as a team's candidate would be (`remote-build.ts`).
 */
export default async (env: unknown, argv: unknown): Promise<Configuration> => {
  const changes = JSON.parse(process.env.CHANGED_TEXTS ?? '{}') as Record<string, string>;
  const remoteDir = process.cwd();
  const { default: remote } = (await import(join(remoteDir, 'rspack.config.ts'))) as {
    default: ConfigExport;
  };
  const config = typeof remote === 'function' ? await remote(env, argv) : remote;
  const replaceTexts = {
    test: /\.tsx?$/,
    include: join(remoteDir, 'src'),
    enforce: 'pre' as const,
    use: [
      {
        loader: fileURLToPath(new URL('./replace-texts-loader.mjs', import.meta.url)),
        options: { changes },
      },
    ],
  };
  return {
    ...config,
    module: { ...config.module, rules: [...(config.module?.rules ?? []), replaceTexts] },
  };
};
