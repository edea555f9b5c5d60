import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkedFiles,
  citedDocuments,
  oldDocumentMention,
  repoRoot,
  repointCitations,
} from './repoint-citations.mjs';

const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');

describe('repointCitations', () => {
  it.each([
    ['/** SPEC.md §9. */', '/** docs/spec.md §9. */'],
    ['(DESIGN.md §3, one row each)', '(docs/design.md §3, one row each)'],
    ["SPEC.md's texts and DESIGN.md's table", "docs/spec.md's texts and docs/design.md's table"],
    ['(SPEC.md §4, §5)', '(docs/spec.md §4, §5)'],
    ['see ../shared/SPEC.md and `../../shared/DESIGN.md`', 'see docs/spec.md and `docs/design.md`'],
    ["describe('routes of SPEC.md §2', () => {", "describe('routes of docs/spec.md §2', () => {"],
  ])('repoints %s', (before, after) => {
    expect(repointCitations(before, 'shared/src/example.ts')).toBe(after);
  });

  it('gives a Markdown link a path relative to its file', () => {
    const text = 'As [the spec](../shared/SPEC.md#2-screens) says, and [design](DESIGN.md).';
    expect(repointCitations(text, 'host/src/platform/push/README.md')).toBe(
      'As [the spec](../../../../docs/spec.md#2-screens) says, and [design](../../../../docs/design.md).',
    );
    expect(repointCitations(text, 'docs/faults.md')).toBe(
      'As [the spec](spec.md#2-screens) says, and [design](design.md).',
    );
  });

  it('changes nothing on a second run, nor in names that only look alike', () => {
    const once = repointCitations('SPEC.md §4 and ../shared/DESIGN.md', 'a.ts');
    expect(repointCitations(once, 'a.ts')).toBe(once);
    const lookalikes = 'MYSPEC.md, docs/spec.md, SPEC.mdx, specs/SPEC.md';
    expect(repointCitations(lookalikes, 'a.ts')).toBe(lookalikes);
  });
});

describe('citations of the specification and the design', () => {
  it('point into docs/, never at documents outside the repository', () => {
    const outside = checkedFiles().flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, index) =>
          oldDocumentMention.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    // Run `node scripts/docs/repoint-citations.mjs` to repoint them.
    expect(outside).toEqual([]);
  });

  it('name sections and anchors that exist', () => {
    const headings = (doc: string) => [...read(doc).matchAll(/^## ((\d+)\. .*)$/gm)];
    // GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens.
    const slug = (heading: string) =>
      heading
        .toLowerCase()
        .replace(/[^\w\s-]/g, '')
        .replace(/\s/g, '-');
    const known = Object.fromEntries(
      Object.values(citedDocuments).map((doc) => {
        const found = headings(doc);
        const sections = new Set(found.map(([, , n]) => n));
        const anchors = new Set(found.map(([, heading = '']) => slug(heading)));
        return [doc, { sections, anchors }];
      }),
    );
    const documentNamed = (name: string) => `docs/${name.replace(/^docs\//, '')}`;
    // `docs/spec.md §4`, `spec.md's §2`, `docs/design.md §4, §5 and §9`, `(design.md#5-screens)`.
    const sectionCitation =
      /(?<![\w-])((?:docs\/)?(?:spec|design)\.md)(?:'s)?((?:(?:,|\s|and)*§\d+)+)/g;
    const anchorLink = /\((?:[./]*\/)?((?:docs\/)?(?:spec|design)\.md)#([\w-]+)\)/g;
    const citing = [...checkedFiles(), ...Object.values(citedDocuments)];
    const missing = citing.flatMap((file) => {
      const text = read(file);
      const sections = [...text.matchAll(sectionCitation)].flatMap(([, name = '', numbers = '']) =>
        [...numbers.matchAll(/\d+/g)]
          .map(([n]) => n)
          .filter((n) => !known[documentNamed(name)]?.sections.has(n))
          .map((n) => `${file}: ${name} §${n}`),
      );
      const anchors = [...text.matchAll(anchorLink)]
        .filter(([, name = '', anchor = '']) => !known[documentNamed(name)]?.anchors.has(anchor))
        .map(([link]) => `${file}: ${link}`);
      return [...sections, ...anchors];
    });
    expect(missing).toEqual([]);
  });
});
