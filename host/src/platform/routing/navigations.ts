/**
 * The page's navigations in progress: which path's next navigation renders in one synchronous
 * pass (marked by showNextAtOnce, used up by HostRouter) and which area switch is the latest
 * (navigateWhenAreaReady), so a switch that a later one overtook does nothing. The page loader
 * holds the page's one; tests create their own and dispose of it.
 */
export interface Navigations {
  /**
   * The next navigation to `pathname` renders at once instead of in a transition: for a page whose
   * code has run and whose data is cached, nothing can suspend, and a transition would only slice
   * the same work into 5 ms pieces with a browser frame between each. One mark at a time.
   */
  showNextAtOnce: (pathname: string) => void;
  /** Whether the navigation to `pathname` was marked; the mark is used up either way. */
  takeAtOnce: (pathname: string) => boolean;
  /** A new switch; the function returned tells whether it is still the latest one. */
  beginSwitch: () => () => boolean;
  /** Forgets the mark, and every switch begun so far is no longer the latest. */
  dispose: () => void;
}

export function createNavigations(): Navigations {
  let atOnceTo: string | undefined;
  let latestSwitch = 0;
  return {
    showNextAtOnce: (pathname) => {
      atOnceTo = pathname;
    },
    takeAtOnce: (pathname) => {
      const marked = pathname === atOnceTo;
      atOnceTo = undefined;
      return marked;
    },
    beginSwitch: () => {
      const switchNumber = (latestSwitch += 1);
      return () => switchNumber === latestSwitch;
    },
    dispose: () => {
      atOnceTo = undefined;
      latestSwitch += 1;
    },
  };
}
