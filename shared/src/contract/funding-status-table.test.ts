import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AWAITING_SECOND_APPROVAL_STATUS, FOUR_EYES_TARGET } from './four-eyes';
import { fundingStatuses, fundingTransitionNeedsReason, fundingTransitions } from './funding';
import { permissions, staffRoleLabels } from './roles';

const DOC = join(import.meta.dirname, '../../../docs/funding-statuses.md');
const START = '<!-- funding-status-table:start -->';
const END = '<!-- funding-status-table:end -->';

/** Prettier pads table cells; the cells themselves are what must agree. */
const normalise = (markdown: string) =>
  markdown
    .split('\n')
    .map((line) =>
      line.startsWith('|')
        ? line
            .split('|')
            .map((cell) => cell.trim().replace(/^-+$/, '-'))
            .join('|')
        : line.trim(),
    )
    .join('\n');

const FOUR_EYES_STEP = `above the threshold: the first approval leaves it \`${AWAITING_SECOND_APPROVAL_STATUS}\`, awaiting a second; only another person completes it`;

/** The table docs/funding-statuses.md must hold, built from the contract alone. */
function expectedTable(): string {
  const who = permissions.decideFunding.map((role) => staffRoleLabels[role]).join(', ');
  const rows = fundingStatuses.flatMap((from) =>
    fundingTransitions[from].map(
      (to) =>
        `| \`${from}\` | \`${to}\` | ${who} | ${fundingTransitionNeedsReason(to) ? 'yes' : 'no'} | ${to === FOUR_EYES_TARGET ? FOUR_EYES_STEP : '-'} |`,
    ),
  );
  const sendBack = `| \`${AWAITING_SECOND_APPROVAL_STATUS}\`, awaiting a second approval | \`${AWAITING_SECOND_APPROVAL_STATUS}\` (sent back) | ${who}, not the first approver | yes | the first approval is withdrawn |`;
  const final = fundingStatuses.filter((status) => fundingTransitions[status].length === 0);
  return [
    '| from | to | who may make it | needs a reason | four-eyes step |',
    '| ---- | -- | --------------- | -------------- | -------------- |',
    ...rows,
    sendBack,
    '',
    `Final statuses (no way out): ${final.map((status) => `\`${status}\``).join(', ')}.`,
  ].join('\n');
}

describe('docs/funding-statuses.md', () => {
  it('holds the contract’s funding transitions and who may make them', () => {
    const doc = readFileSync(DOC, 'utf8');
    const table = doc.slice(doc.indexOf(START) + START.length, doc.indexOf(END)).trim();
    expect(doc).toContain(START);
    expect(normalise(table)).toBe(normalise(expectedTable()));
  });
});
