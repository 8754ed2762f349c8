/**
 * Clicks the page's starter held while the page was not yet the app's (decisions 023a, 023c),
 * replayed on the same elements: hydration keeps the server's nodes. Called once hydration has
 * committed (RootShell's effect), so each click meets a hydrated page: replayed any earlier, a
 * click on a part React had not hydrated yet was queued by React and its link never followed.
 * Taking them also stops the starter holding clicks; until then it holds every click.
 */
export function replayHeldClicks(): void {
  const take = (window as { amorioHeldClicks?: () => HTMLElement[] }).amorioHeldClicks;
  for (const el of take?.() ?? []) {
    if (el.isConnected) el.click();
    // React rendered the page anew instead of hydrating it (a mismatch): the held node is gone,
    // but a link's destination is not, and the visitor asked for it.
    else if (el instanceof HTMLAnchorElement && el.href) window.location.assign(el.href);
  }
}
