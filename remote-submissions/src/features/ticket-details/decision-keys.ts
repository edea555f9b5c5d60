import type { FundingStatus } from '@backoffice/shared';
import type { ReviewShortcut } from '../review-queue/use-review-shortcuts';

/** The decisions a single key asks for, on a request's page and on its preview alike. */
export type KeyedDecision = Extract<FundingStatus, 'approved' | 'rejected'>;

/** `a` and `r`: each asks for its decision (the page's dialog then confirms it). */
export const decisionKeys = (ask: (decision: KeyedDecision) => void): ReviewShortcut[] => [
  { key: 'a', description: 'Approve (asks to confirm)', run: () => ask('approved') },
  { key: 'r', description: 'Reject (asks for a reason)', run: () => ask('rejected') },
];
