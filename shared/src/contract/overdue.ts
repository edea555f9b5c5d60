import './zod-config';
import { z } from 'zod';

/**
 * `GET /due/overdue`: how many items are past their target right now (the dashboard's card).
 * Conversations waiting on a first or next staff reply past the reply target; requests pending or
 * under review past the decision target (a request in "needs info" is paused, so not counted).
 */
export const overdueCountsSchema = z.object({
  conversations: z.number().int().nonnegative(),
  requests: z.number().int().nonnegative(),
});
export type OverdueCounts = z.infer<typeof overdueCountsSchema>;
