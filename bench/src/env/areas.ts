import { remoteApps, type RemoteName } from '../../../scripts/stack-layout.ts';
import type { Probe } from '../timings/probe.ts';

/** An area's first real data where it is not the first row of the table named as the area. */
const firstDataOf: Partial<Record<RemoteName, Probe>> = {
  remote_submissions: { kind: 'first-row', table: 'Funding requests' },
  remote_support: { kind: 'rooms-listed' },
};

/**
 * The areas of scripts/stack-layout.ts as a user finds them: the main nav's link, and the first
 * real data the area's own remote renders (a first table row, or the conversation list for
 * support). A heading would not do: it renders before any data, and the host could render one
 * without the remote.
 */
export const areas: readonly {
  remote: RemoteName;
  link: string;
  path: string;
  firstData: Probe;
}[] = remoteApps.map((app) => ({
  remote: app.name,
  link: app.nav.label,
  path: app.nav.path,
  firstData: firstDataOf[app.name] ?? { kind: 'first-row', table: app.nav.label },
}));

/** The main nav's link to an area, by its target (its text may carry a badge, e.g. unread). */
export const mainNavLink = (area: { path: string }) => ({
  selector: `a[href="${area.path}"]`,
  within: 'nav[aria-label="Main"]',
});
