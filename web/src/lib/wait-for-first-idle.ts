let hasWaited = false;

/**
 * Resolves when the browser is first idle, then at once on every later call. Public lists run
 * their `clientLoader` on hydration; waiting here lets the pre-rendered page hydrate and become
 * interactive before the data API is read. (Safari has no requestIdleCallback: a timeout then.)
 */
export function waitForFirstIdle(): Promise<void> {
  if (hasWaited) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      hasWaited = true;
      resolve();
    };
    if ("requestIdleCallback" in window) requestIdleCallback(done, { timeout: 2000 });
    else setTimeout(done, 1);
  });
}
