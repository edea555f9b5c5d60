import type { FundingCategory } from '@backoffice/shared';

// The kit keeps one table per status, so every area shows a status the same way.
export {
  fundingStatusLabels as statusLabels,
  fundingStatusTones as statusTones,
} from '@backoffice/shared/ui';

export const categoryLabels: Record<FundingCategory, string> = {
  medical: 'Medical',
  education: 'Education',
  housing: 'Housing',
  emergency: 'Emergency',
  community: 'Community',
  other: 'Other',
};

/** The kinds of document the api attaches today; the contract keeps `kind` an open string. */
const documentKindLabels: Readonly<Record<string, string>> = {
  identity: 'Identity document',
  invoice: 'Invoice',
  medical_report: 'Medical report',
  photo: 'Photo',
  quote: 'Quote',
  letter: 'Letter',
};

/**
 * A document's kind as a person reads it: "medical_report" is "Medical report". A kind this table
 * does not know yet is spelled out from its words ("tax_return" → "Tax return"), never shown raw.
 */
export function documentKindLabel(kind: string): string {
  if (Object.hasOwn(documentKindLabels, kind)) return documentKindLabels[kind] ?? kind;
  const words = kind
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[\s_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? `${words.charAt(0).toUpperCase()}${words.slice(1)}` : 'Other document';
}
