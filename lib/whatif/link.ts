/**
 * The what-if page's link: the state written into the address at most once each
 * {@linkcode LINK_EVERY_MS}. A drag fires an input event a frame, a write costs the move
 * milliseconds, and Chromium ignores writes beyond 200 in 10 s; a write put off happens when the
 * time is up, with the state then.
 *
 * @module
 */
/// <reference lib="dom" />

/** The least time between two writes of the link, ms. */
export const LINK_EVERY_MS = 100;

/**
 * A writer of the link: each call writes `hashOf()` into the address (`history.replaceState`, no
 * new history entry), or puts the write off until {@linkcode LINK_EVERY_MS} after the last.
 *
 * @param hashOf the hash of the page's state now (`""` for none)
 */
export function linkWriter(hashOf: () => string): () => void {
  /** When the link was last written (`performance.now()`, ms), and whether a write is waiting. */
  let written: number | undefined;
  let waiting = false;
  const write = (): void => {
    if (waiting) return;
    const wait = written === undefined ? 0 : written + LINK_EVERY_MS - performance.now();
    if (wait > 0) {
      waiting = true;
      setTimeout(() => {
        waiting = false;
        write();
      }, wait);
      return;
    }
    const hash = hashOf();
    if (hash !== location.hash && !(hash === "" && location.hash === "#")) {
      history.replaceState(null, "", hash === "" ? location.pathname + location.search : hash);
      written = performance.now();
    }
  };
  return write;
}
