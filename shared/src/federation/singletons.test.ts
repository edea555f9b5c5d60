import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { federationSingletons, unsharedSharedEntries } from './singletons';

const packageJson = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8'),
) as { name: string; exports: Record<string, string> };

/** `.` → `@backoffice/shared`, `./ui` → `@backoffice/shared/ui`. */
const specifierOf = (entry: string) => packageJson.name + entry.slice(1);

describe('the singletons declaration', () => {
  it('shares every entry of the package.json exports, or says why not', () => {
    const uncovered = Object.keys(packageJson.exports).filter(
      (entry) => !(specifierOf(entry) in federationSingletons) && !(entry in unsharedSharedEntries),
    );
    expect(uncovered).toEqual([]);
  });

  it('names only entries the package exports', () => {
    const exported = new Set(Object.keys(packageJson.exports).map(specifierOf));
    const declared = Object.entries(federationSingletons)
      .filter(([, singleton]) => singleton.package === packageJson.name)
      .map(([key]) => key);
    expect(declared.filter((key) => !exported.has(key))).toEqual([]);
    expect(
      Object.keys(unsharedSharedEntries).filter((entry) => !(entry in packageJson.exports)),
    ).toEqual([]);
  });
});
