import { create } from 'zustand';

/**
 * The places of a screen other areas fill in (docs/design.md §2, "Contributions"): an area lists
 * the module it exposes for each under `contributes` in `/remotes.json`, e.g.
 * `{ "memberTimeline": "./MemberTimeline" }`.
 */
export const contributionSlots = ['memberTimeline'] as const;
export type ContributionSlot = (typeof contributionSlots)[number];

/** One area's part of a slot, as the host offers it: who it is and how to load its module. */
export interface AreaContribution {
  /** The federation name, `remote_<area>`. */
  remote: string;
  /** The area's name (its nav label), for the line that says its part is missing. */
  title: string;
  /** Loads the exposed module (federation, at run time); rejects when the area is down. */
  load: () => Promise<unknown>;
}

type Contributions = Readonly<Record<ContributionSlot, readonly AreaContribution[]>>;

const none: Contributions = { memberTimeline: [] };

/**
 * Filled by the host from `/remotes.json` each time it reads it; empty in a remote's standalone
 * dev shell, where only the remote's own part shows. One store, since this entry is a singleton.
 */
export const useAreaContributionStore = create<{ contributions: Contributions }>()(() => ({
  contributions: none,
}));

export function offerAreaContributions(contributions: Contributions): void {
  useAreaContributionStore.setState({ contributions });
}

/** The areas contributing to `slot`, in nav order. */
export function useAreaContributions(slot: ContributionSlot): readonly AreaContribution[] {
  return useAreaContributionStore((state) => state.contributions[slot]);
}
