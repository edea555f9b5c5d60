interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first zod issue of each top-level field, to show next to its control. */
export function fieldErrorsOf<F extends string>(
  issues: readonly Issue[],
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as F;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
