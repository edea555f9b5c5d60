import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/** Where @backoffice/shared looks for the api until a runtime config says otherwise. */
const DEFAULT_API = 'http://localhost:4000';

// A component test never reaches a real api: a request to the default api address fails as it
// does with nothing listening there, so an api running on the same machine cannot change a
// test's outcome (its 401 to a test token would sign the test's user out). Tests that answer
// requests stub `fetch` themselves or start the fake api (`@backoffice/shared/testing`).
const realFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  if (url.startsWith(DEFAULT_API)) {
    return Promise.reject(new TypeError(`fetch failed: a component test asked ${url}`));
  }
  return realFetch(input, init);
};

// findBy and waitFor give up after 1 s by default: a first render that also pays the cold import of
// a table or a chart can take longer on a shared 2-core machine (CI), which failed a test that was
// right. A test that expects something never to show asserts that itself.
configure({ asyncUtilTimeout: 5_000 });
// And a whole test, several such steps, gets more than vitest's 5 s: three tests of a few clicks
// each timed out at 5 s in a CI run that shared the machine with other work.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
