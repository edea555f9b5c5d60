import { loadRemote } from '@module-federation/runtime-tools/runtime';
import {
  contributionSlots,
  offerAreaContributions,
  type AreaContribution,
  type ContributionSlot,
} from '@backoffice/shared';
import type { Area } from './area-list';
import type { AreaRuntime } from './federation-runtime';

/** Loads what an area exposes for a slot (`./MemberTimeline`); rejects when it cannot. */
async function loadContribution(remote: string, module: string, runtime: AreaRuntime) {
  await runtime.ready();
  const loaded = await loadRemote<unknown>(`${remote}/${module.slice(2)}`);
  if (!loaded) throw new Error(`${remote} did not load ${module}`);
  return loaded;
}

/**
 * Tells the areas which others contribute to their screens, from the area list as last read:
 * the members area's timeline then loads support's, coupons' and submissions' parts itself.
 */
export function offerContributions(areas: readonly Area[], runtime: AreaRuntime): void {
  const forSlot = (slot: ContributionSlot): AreaContribution[] =>
    areas.flatMap((area) => {
      const module = area.contributes?.[slot];
      if (!module) return [];
      return [
        {
          remote: area.remote,
          title: area.title,
          load: () => loadContribution(area.remote, module, runtime),
        },
      ];
    });
  offerAreaContributions(
    Object.fromEntries(contributionSlots.map((slot) => [slot, forSlot(slot)])) as Record<
      ContributionSlot,
      AreaContribution[]
    >,
  );
}
