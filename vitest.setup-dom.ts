import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG } from './shared/src/session/runtime-config';

// A component test never reaches a real api: a request to the default api address fails as it
// does with nothing listening there, so an `npm start` running on the same machine cannot change
// a test's outcome (its 401 to a test token would sign the test's user out). Tests that answer
// requests stub `fetch` themselves or start the fake api on a port of their own.
const realFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  if (url.startsWith(DEFAULT_RUNTIME_CONFIG.apiBaseUrl)) {
    return Promise.reject(new TypeError(`fetch failed: a component test asked ${url}`));
  }
  return realFetch(input, init);
};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
