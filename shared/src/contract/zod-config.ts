import { z } from 'zod';

/**
 * zod 4 probes `new Function` the first time it builds an object schema, to compile faster
 * parsers. The production CSP has no 'unsafe-eval', so the probe fails (zod falls back) but the
 * browser still reports a `securitypolicyviolation` on every page load. `jitless` skips the probe.
 * It has to run before any schema is built: every contract module imports it first (the bundler
 * may skip index.ts and take a name straight from its module), and shared's package.json lists it
 * as a side effect so the bundler keeps it.
 */
z.config({ jitless: true });
