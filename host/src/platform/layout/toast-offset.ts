/** Toasts never start lower than this share of the window, whatever the page's header holds. */
const LOWEST_START = 0.4;
const GAP_PX = 8;

/**
 * Moves the toasts' top edge (react-toastify's `--toastify-toast-top`) just below the signed-in
 * header and the page's own header, its title and actions ("New coupon", "Message member"), as
 * they are laid out when a toast comes up: a toast never covers them. The base stylesheet's value
 * stands until the first toast.
 */
export function placeToastsBelowPageHeader(doc: Document = document): void {
  const view = doc.defaultView;
  if (!view) return;
  // The app's header, then the page's (the first header in main; later ones belong to its content).
  const bottoms = [doc.querySelector('header:not(main header)'), doc.querySelector('main header')]
    .filter((element): element is Element => element !== null)
    .map((element) => element.getBoundingClientRect().bottom);
  if (bottoms.length === 0) return;
  const top = Math.min(Math.max(0, ...bottoms) + GAP_PX, view.innerHeight * LOWEST_START);
  doc.documentElement.style.setProperty('--toastify-toast-top', `${Math.round(top)}px`);
}
