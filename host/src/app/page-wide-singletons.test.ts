import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * State a module holds for the whole page cannot be started afresh by a test, and every new piece
 * of it is one more thing a test must reset by hand. The page's few must-be-one objects are made
 * by the app and hand the rest down (docs/architecture.md, "Singletons, and why").
 */
const MAX_PAGE_WIDE_SINGLETONS = 3;

const src = join(__dirname, '..');

/**
 * A `create…()` made object holds state; a React context does not (its value comes from a
 * provider). A `chunk()` or a lazy component only remembers an import the bundler already keeps
 * once per page, and zustand's `create` is a store: neither is counted.
 */
const isStateFactory = (name: string) => name !== 'createContext' && /^create[A-Z]/.test(name);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function unwrap(expression: ts.Expression): ts.Expression {
  if (
    ts.isAsExpression(expression) ||
    ts.isSatisfiesExpression(expression) ||
    ts.isParenthesizedExpression(expression) ||
    ts.isNonNullExpression(expression)
  ) {
    return unwrap(expression.expression);
  }
  return expression;
}

function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

/** A `const` whose value is made to change: a collection, an empty container, a made object. */
function holdsState(initializer: ts.Expression | undefined): boolean {
  if (!initializer) return false;
  const value = unwrap(initializer);
  if (ts.isNewExpression(value)) return true;
  if (ts.isArrayLiteralExpression(value)) return value.elements.length === 0;
  if (ts.isObjectLiteralExpression(value)) return value.properties.length === 0;
  if (!ts.isCallExpression(value)) return false;
  const name = calleeName(value);
  return name !== undefined && isStateFactory(name);
}

/** A value typed so that nothing can change it (a shared empty list, say). */
const isReadonly = (type: ts.TypeNode | undefined) =>
  type !== undefined && /^(readonly |Readonly)/.test(type.getText());

/** Module-level `let`/`var`, and `const`s that hold state, as `file:line name`. */
function pageWideState(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const mutable = !(statement.declarationList.flags & ts.NodeFlags.Const);
    for (const declaration of statement.declarationList.declarations) {
      if (!mutable && (isReadonly(declaration.type) || !holdsState(declaration.initializer))) {
        continue;
      }
      const line = source.getLineAndCharacterOfPosition(declaration.getStart()).line + 1;
      found.push(`${relative(src, file)}:${line} ${declaration.name.getText(source)}`);
    }
  }
  return found;
}

describe('page-wide singletons in host/src', () => {
  it(`are at most ${MAX_PAGE_WIDE_SINGLETONS}`, () => {
    const found = sourceFiles(src).flatMap((file) => pageWideState(file));
    expect(
      found.length,
      `${found.length} page-wide singletons, at most ${MAX_PAGE_WIDE_SINGLETONS}:\n${found.join('\n')}`,
    ).toBeLessThanOrEqual(MAX_PAGE_WIDE_SINGLETONS);
  });

  it('sees a module-level let, a new collection and a made object, not a constant', () => {
    const sample = [
      'let timer: number | undefined;',
      'const seen = new Map<string, string>();',
      'const queue: string[] = [];',
      'const none: readonly string[] = [];',
      'export const runtime = createAreaRuntime();',
      'const LIMIT = 100;',
      'const labels = { a: 1 };',
      'const Context = createContext(null);',
      'const useStore = create<State>()(() => ({}));',
      'const page = chunk(() => import("./page"));',
      'function f() { let local = 1; return local; }',
    ].join('\n');
    expect(pageWideState(join(src, 'sample.ts'), sample)).toEqual([
      'sample.ts:1 timer',
      'sample.ts:2 seen',
      'sample.ts:3 queue',
      'sample.ts:5 runtime',
    ]);
  });
});
