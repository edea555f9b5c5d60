import { Link, Route, Routes } from '@backoffice/shared/router';
import { rootWithoutAct } from '../../testing/root-without-act';
import { HostRouter } from './host-router';
import { createNavigations, type Navigations } from './navigations';

/*
 * Without act(): act would flush a transition before returning, hiding the difference under test
 * (whether the next page is on screen when the click's own task ends).
 */
const page = rootWithoutAct();
let navigations: Navigations;

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  navigations = createNavigations();
  mountRouter();
});

function mountRouter() {
  page.render(
    <HostRouter navigations={navigations}>
      <Link to="/members">Members</Link>
      <Link to="/coupons">Coupons</Link>
      <Routes>
        <Route path="/" element={<p>Dashboard</p>} />
        <Route path="/members" element={<p>Members page</p>} />
        <Route path="/coupons" element={<p>Coupons page</p>} />
      </Routes>
    </HostRouter>,
  );
}

afterEach(() => navigations.dispose());

const link = (name: string) =>
  [...page.container().querySelectorAll('a')].find((anchor) => anchor.textContent === name)!;
const shows = page.shows;
/** React renders a click's synchronous updates in a microtask; a transition waits for a task. */
async function afterTheClicksMicrotasks() {
  for (let hop = 0; hop < 5; hop += 1) await Promise.resolve();
}

/** A click on the link to `page`, which renders as a transition: after the click, over `current`. */
async function expectTransition(linkName: string, current: string, page: string) {
  link(linkName).click();
  await afterTheClicksMicrotasks();
  expect(shows(current)).toBe(true);
  await vi.waitFor(() => expect(shows(page)).toBe(true));
}

describe('HostRouter', () => {
  it("renders a navigation marked by showNextAtOnce before the click's task ends", async () => {
    navigations.showNextAtOnce('/members');
    link('Members').click();
    await afterTheClicksMicrotasks();
    expect(shows('Members page')).toBe(true);
  });

  it('renders any other navigation as a transition, after the click', async () => {
    await expectTransition('Members', 'Dashboard', 'Members page');
  });

  it('marks only the path it was given, and only once', async () => {
    navigations.showNextAtOnce('/members');
    await expectTransition('Coupons', 'Dashboard', 'Coupons page');
    await expectTransition('Members', 'Coupons page', 'Members page');
  });

  it('forgets a mark left before it started: the page it was for showed when it started', async () => {
    // As when signing in from a visit's first /login: the mark, then a router starting there.
    page.restart();
    navigations.showNextAtOnce('/members');
    mountRouter();
    await expectTransition('Members', 'Dashboard', 'Members page');
  });
});
