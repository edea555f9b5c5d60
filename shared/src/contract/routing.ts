import './zod-config';
import { z } from 'zod';

/**
 * Conversations routed by capacity (docs/staff.md, "Routing"): each staff member who may chat
 * owns at most their capacity of open conversations; a member's new conversation, or their
 * message reopening one, with nobody owning it goes to the online agent with the most room.
 */
export const ROUTING_DEFAULT_CAPACITY = 5;
/** An agent offline this long has their unanswered conversations returned to the queue. */
export const ROUTING_OFFLINE_RETURN_MS = 10 * 60_000;
/** The timeline's actor of a routed conversation: "Routing by capacity assigned this to …". */
export const ROUTING_ACTOR = { id: 'routing', name: 'Routing by capacity' } as const;

const capacitySchema = z
  .number({ message: 'Capacity must be a whole number' })
  .int('Capacity must be a whole number')
  .min(0, 'Capacity cannot be negative')
  .max(100, 'Capacity is at most 100');

export const supportRoutingSchema = z.object({
  enabled: z.boolean(),
  defaultCapacity: capacitySchema,
  /** Every active staff member who may chat; `capacity` null: the default. */
  agents: z.array(
    z.object({ id: z.string(), name: z.string(), capacity: capacitySchema.nullable() }),
  ),
});
export type SupportRouting = z.infer<typeof supportRoutingSchema>;

export const updateSupportRoutingSchema = z.object({
  enabled: z.boolean(),
  defaultCapacity: capacitySchema,
  agents: z.array(z.object({ id: z.string().min(1), capacity: capacitySchema.nullable() })),
});
export type UpdateSupportRouting = z.infer<typeof updateSupportRoutingSchema>;
