#!/usr/bin/env node
// Points citations of the product specification and the design at their copies in this
// repository (docs/spec.md, docs/design.md). They were first written beside the repository, so a
// clone could not follow a citation. Idempotent: a second run changes nothing.
//
//   node scripts/docs/repoint-citations.mjs           rewrite the tracked files
//   node scripts/docs/repoint-citations.mjs --check   list what would change; exit 1 if anything
//
// scripts/docs/citations.test.ts fails while any tracked file still cites the old documents.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where each cited document lives now, from the repository root. */
export const citedDocuments = { SPEC: 'docs/spec.md', DESIGN: 'docs/design.md' };

/**
 * Files that may name the old documents: the two docs (where they say what they were written
 * from) and this tool with its test, whose examples must name them.
 */
const exemptFiles = new Set([
  'docs/spec.md',
  'docs/design.md',
  'scripts/docs/repoint-citations.mjs',
  'scripts/docs/citations.test.ts',
]);

const skippedDirectories = new Set(['node_modules', 'dist', '.git']);
const skippedFiles = new Set(['pnpm-lock.yaml']);
const textExtensions =
  /\.(?:[cm]?[jt]sx?|md|css|json|ya?ml|html|sql|sh|txt)$|(?:^|\/)(?:\.ci\/run|\.\w+ignore)$/;

/** Any mention of the old documents, whatever its form: what the test looks for. */
export const oldDocumentMention = /\b(?:SPEC|DESIGN)\.md\b/;

// The old name, optionally behind a relative path to the folder beside the repository
// (`../shared/SPEC.md`). It must not follow a path character, so `docs/spec.md` never matches.
const citation = /(?<![\w/.-])(?:\.{1,2}\/)*(?:shared\/)?(SPEC|DESIGN)\.md\b/g;
// The target of a Markdown link to the old documents: `](../shared/SPEC.md` or `](SPEC.md#…`.
const linkTarget = /\]\((?:[^)\s]*\/)?(SPEC|DESIGN)\.md/g;

/** @param {string} name @returns {string} */
const documentOf = (name) => citedDocuments[/** @type {'SPEC' | 'DESIGN'} */ (name)];

/**
 * The text with every citation of the old documents repointed. A Markdown link gets a path
 * relative to the file it is in; any other mention gets the path from the repository root.
 * @param {string} text
 * @param {string} file the file's path from the repository root, with `/` separators
 * @returns {string}
 */
export function repointCitations(text, file) {
  let result = text;
  if (file.endsWith('.md')) {
    result = result.replace(linkTarget, (_, name) => {
      const target = relative(dirname(file), documentOf(name)).split(sep).join('/');
      return `](${target}`;
    });
  }
  return result.replace(citation, (_, name) => documentOf(name));
}

/** @param {string} file @returns {boolean} */
const isChecked = (file) =>
  !exemptFiles.has(file) &&
  !skippedFiles.has(file) &&
  !file.split('/').some((part) => skippedDirectories.has(part)) &&
  textExtensions.test(file);

/** @param {string} directory @param {string} prefix @returns {string[]} */
function walk(directory, prefix = '') {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = prefix + entry.name;
    if (entry.isDirectory()) {
      return skippedDirectories.has(entry.name)
        ? []
        : walk(join(directory, entry.name), `${path}/`);
    }
    return entry.isFile() ? [path] : [];
  });
}

/**
 * The repository's text files that must not cite the old documents: git's tracked files, or, in a
 * copy without git, every file outside node_modules and dist.
 * @returns {string[]}
 */
export function checkedFiles() {
  let files;
  try {
    const listing = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' });
    files = listing.split('\0').filter(Boolean);
  } catch {
    files = walk(repoRoot);
  }
  return files.filter(isChecked);
}

/** @returns {{ file: string, before: string, after: string }[]} */
function pendingRewrites() {
  return checkedFiles().flatMap((file) => {
    let before;
    try {
      before = readFileSync(join(repoRoot, file), 'utf8');
    } catch {
      return []; // deleted in the work tree but still in the index
    }
    const after = repointCitations(before, file);
    return after === before ? [] : [{ file, before, after }];
  });
}

/**
 * Formats the rewritten files with the repository's Prettier: a longer path shifts the columns of
 * a Markdown table.
 * @param {string[]} files
 */
async function format(files) {
  let prettier;
  try {
    prettier = await import('prettier');
  } catch {
    console.warn('Prettier is not installed: run `pnpm exec prettier --write` on these files');
    return;
  }
  const ignorePath = join(repoRoot, '.prettierignore');
  for (const file of files) {
    const path = join(repoRoot, file);
    const info = await prettier.getFileInfo(path, { ignorePath });
    if (info.ignored || !info.inferredParser) continue;
    const text = readFileSync(path, 'utf8');
    const options = await prettier.resolveConfig(path);
    const formatted = await prettier.format(text, { ...options, filepath: path });
    if (formatted !== text) writeFileSync(path, formatted);
  }
}

async function main() {
  const checkOnly = process.argv.includes('--check');
  const rewrites = pendingRewrites();
  for (const { file, after } of rewrites) {
    if (!checkOnly) writeFileSync(join(repoRoot, file), after);
    console.log(`${checkOnly ? 'would repoint' : 'repointed'} ${file}`);
  }
  if (!checkOnly) await format(rewrites.map(({ file }) => file));
  console.log(`${rewrites.length} file(s) ${checkOnly ? 'cite' : 'had'} the old documents`);
  if (checkOnly && rewrites.length > 0) process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
