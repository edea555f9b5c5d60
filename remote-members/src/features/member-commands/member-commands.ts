import { areaPaths, registerCommands, type AreaCommand } from '@backoffice/shared';

const listWith = (filters: Record<string, string>) =>
  `${areaPaths.members}?${new URLSearchParams(filters).toString()}`;

/** The members list's common filters, offered in the host's command palette (Ctrl+K). */
const memberCommands: readonly AreaCommand[] = [
  {
    id: 'suspended',
    label: 'Show suspended members',
    keywords: ['members', 'blocked'],
    to: listWith({ status: 'suspended' }),
  },
  {
    id: 'unverified',
    label: 'Show unverified members',
    keywords: ['members', 'verification'],
    to: listWith({ verified: 'false' }),
  },
];

/**
 * Registered once, when the host runs this area's code (at idle after sign-in, or on the first
 * visit), so the palette offers them from any page; the registration lasts as long as the page.
 */
export function registerMemberCommands(): void {
  registerCommands('Members', memberCommands);
}
