/**
 * The edits that add an area to, or take it out of, the few declarations that name it:
 * scripts/stack-layout.ts (the one list every tool derives from), shared's `areaPaths` (its mount
 * path, which the list reads) and the root tsconfig.json references (which `tsc -b` cannot glob).
 * Text in, text out, so the same edit is tested without touching the repository.
 */
import { areaDir, areaPathKey, remoteNameOf, type NewArea } from './area-files.ts';

const STACK_LIST_END = '\n] as const;\n';
const AREA_PATHS_END = '\n} as const;\n';

function insertBefore(text: string, marker: string, addition: string, file: string): string {
  const at = text.indexOf(marker);
  if (at === -1) throw new Error(`${file}: cannot find where its list ends ("${marker.trim()}")`);
  return text.slice(0, at) + addition + text.slice(at);
}

/** The next free port after the remotes' and the next nav order after theirs. */
function nextNumbers(stackLayout: string): { port: number; order: number } {
  const ports = [...stackLayout.matchAll(/\bport: (\d+),/g)].map((match) => Number(match[1]));
  const orders = [...stackLayout.matchAll(/\border: (\d+)/g)].map((match) => Number(match[1]));
  return { port: Math.max(...ports) + 1, order: Math.max(0, ...orders) + 10 };
}

export function addToStackLayout(text: string, area: NewArea): string {
  const { port, order } = nextNumbers(text);
  const entry = `
  {
    name: '${remoteNameOf(area.name)}',
    dir: '${areaDir(area.name)}',
    port: ${port},
    envKey: '${area.name.toUpperCase().replaceAll('-', '_')}',
    nav: { path: areaPaths.${areaPathKey(area.name)}, label: '${area.label.replaceAll("'", "\\'")}', order: ${order} },
  },`;
  if (text.includes(`name: '${remoteNameOf(area.name)}'`)) {
    throw new Error(`scripts/stack-layout.ts already has ${remoteNameOf(area.name)}`);
  }
  return insertBefore(text, STACK_LIST_END, entry, 'scripts/stack-layout.ts');
}

export function removeFromStackLayout(text: string, name: string): string {
  const entry = new RegExp(`\\n  \\{\\n    name: '${remoteNameOf(name)}',\\n[\\s\\S]*?\\n  \\},`);
  if (!entry.test(text)) throw new Error(`scripts/stack-layout.ts has no ${remoteNameOf(name)}`);
  return text.replace(entry, '');
}

export function addAreaPath(text: string, area: NewArea): string {
  const key = areaPathKey(area.name);
  if (new RegExp(`\\n  ${key}:`).test(text)) throw new Error(`areaPaths already has ${key}`);
  return insertBefore(text, AREA_PATHS_END, `\n  ${key}: '${area.path}',`, 'area-paths.ts');
}

export function removeAreaPath(text: string, name: string): string {
  const line = new RegExp(`\\n  ${areaPathKey(name)}: '[^']*',`);
  return text.replace(line, '');
}

interface Tsconfig {
  references: { path: string }[];
}

export function addTsconfigReference(text: string, name: string): string {
  const config = JSON.parse(text) as Tsconfig;
  const path = `./${areaDir(name)}`;
  if (config.references.some((reference) => reference.path === path)) return text;
  // After the last remote, so the list keeps its order: shared, api, host, the remotes, the rest.
  const lastRemote = config.references.findLastIndex((reference) =>
    reference.path.startsWith('./remote-'),
  );
  config.references.splice(lastRemote + 1, 0, { path });
  return formatTsconfig(config);
}

export function removeTsconfigReference(text: string, name: string): string {
  const config = JSON.parse(text) as Tsconfig;
  config.references = config.references.filter(
    (reference) => reference.path !== `./${areaDir(name)}`,
  );
  return formatTsconfig(config);
}

/** As prettier writes the root tsconfig.json: one reference a line. */
function formatTsconfig(config: Tsconfig): string {
  const references = config.references.map(
    (reference) =>
      `    ${JSON.stringify(reference).replace(':', ': ').replace('{', '{ ').replace(/}$/, ' }')}`,
  );
  const rest = Object.entries(config)
    .filter(([key]) => key !== 'references')
    .map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)},`);
  return `{\n${rest.join('\n')}\n  "references": [\n${references.join(',\n')}\n  ]\n}\n`;
}
