import './zod-config';
import { z } from 'zod';

/**
 * zod's builders for the schemas an app writes itself (URL state, form rules), from the contract's
 * own zod. A remote that imported zod directly would download a second zod on its first visit;
 * through this, every container builds with the copy the host already loaded. Types still come
 * from `import type { z } from 'zod'`, which costs nothing at run time.
 */
export const schema = {
  coerce: z.coerce,
  enum: z.enum,
  object: z.object,
  string: z.string,
} as const;
