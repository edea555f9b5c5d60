import {
  dueTargetsSchema,
  staffRoleSchema,
  type DueTargets,
  type StaffRole,
} from '@backoffice/shared';
import { z } from 'zod';

const unitMinutes = { minutes: 1, hours: 60, days: 24 * 60 } as const;
type Unit = keyof typeof unitMinutes;
const units = Object.keys(unitMinutes) as Unit[];

export const unitOptions = units.map((unit) => ({ value: unit, label: unit }));

type TargetName = Exclude<keyof DueTargets, 'overdueNotifyRoles'>;

/** The targets the form edits, as an owner reads them. */
export const targetFields: readonly { name: TargetName; label: string; hint: string }[] = [
  {
    name: 'supportFirstReplyMinutes',
    label: 'Support: first reply',
    hint: "From a member's first message in a conversation to a staff reply.",
  },
  {
    name: 'supportNextReplyMinutes',
    label: 'Support: next reply',
    hint: 'From a member writing again to the next staff reply.',
  },
  {
    name: 'reviewDecisionMinutes',
    label: 'Review: decision',
    hint: 'From a funding request’s submission to a decision. Time waiting in “Needs info” does not count.',
  },
];

/** A target as typed: an amount and its unit ("2" "hours"). */
export interface TypedDuration {
  amount: string;
  unit: Unit;
}

export type DueTargetsInput = Record<TargetName, TypedDuration> & {
  /** The roles told when something goes overdue (checkboxes: none is an empty list). */
  overdueNotifyRoles: StaffRole[];
};

/** The largest unit that holds the minutes whole: 120 → 2 hours, 90 → 90 minutes. */
export function toTypedDuration(minutes: number): TypedDuration {
  const unit = units.findLast((candidate) => minutes % unitMinutes[candidate] === 0) ?? 'minutes';
  return { amount: String(minutes / unitMinutes[unit]), unit };
}

export const toTypedTargets = (targets: DueTargets): DueTargetsInput => ({
  supportFirstReplyMinutes: toTypedDuration(targets.supportFirstReplyMinutes),
  supportNextReplyMinutes: toTypedDuration(targets.supportNextReplyMinutes),
  reviewDecisionMinutes: toTypedDuration(targets.reviewDecisionMinutes),
  overdueNotifyRoles: targets.overdueNotifyRoles ?? [],
});

/** A typed amount in minutes, then the contract's own bounds and messages for that target. */
const typedDuration = (minutes: z.ZodType<number, number>) =>
  z
    .object({
      amount: z
        .string()
        .trim()
        .regex(/^\d+(\.\d+)?$/, 'Enter a number, such as 2 or 1.5'),
      unit: z.enum(units),
    })
    .transform(({ amount, unit }) => Math.round(Number(amount) * unitMinutes[unit] * 1000) / 1000)
    .pipe(minutes);

export const dueTargetsFormSchema = z.object({
  supportFirstReplyMinutes: typedDuration(dueTargetsSchema.shape.supportFirstReplyMinutes),
  supportNextReplyMinutes: typedDuration(dueTargetsSchema.shape.supportNextReplyMinutes),
  reviewDecisionMinutes: typedDuration(dueTargetsSchema.shape.reviewDecisionMinutes),
  overdueNotifyRoles: z.array(staffRoleSchema),
}) satisfies z.ZodType<DueTargets, DueTargetsInput>;
