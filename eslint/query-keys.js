/*
 * Query keys come from factories (`fundingKeys.list(filters)`, `staffKeys.all`, ...), never
 * literal arrays: a key written twice by hand drifts, and an invalidation that misses by one
 * segment fails silently. A factory is an object of key builders (`const xKeys = { all: [...] }`),
 * which this rule does not touch; it finds a literal array where a key is used: as a `queryKey`,
 * or as the first argument of the QueryClient methods that take a key.
 */
const KEY_METHODS =
  /^(getQueryData|setQueryData|getQueryState|getQueriesData|setQueriesData|ensureQueryData)$/;
// An array, bare or under `as const` / `satisfies`.
const LITERAL =
  ':matches(ArrayExpression, TSAsExpression[expression.type="ArrayExpression"], TSSatisfiesExpression[expression.type="ArrayExpression"])';
const MESSAGE =
  'Build query keys with a key factory (an `xKeys` object of key builders), not a literal array.';

export const queryKeysFromFactories = {
  files: ['host/src/**', 'remote-*/src/**', 'shared/src/**'],
  ignores: [
    // A factory itself: it builds a page's first key from that page's first-request declaration.
    'shared/src/query/first-request.ts',
    // Tests of generic query code use made-up keys; a test's key that drifts from the app's fails
    // that test, so it cannot drift silently.
    '**/*.test.{ts,tsx}',
  ],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: `Property[key.name='queryKey'] > ${LITERAL}.value`, message: MESSAGE },
      {
        selector: `CallExpression[callee.property.name=${KEY_METHODS}] > ${LITERAL}.arguments:first-child`,
        message: MESSAGE,
      },
    ],
  },
};
