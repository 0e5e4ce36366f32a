declare global {
  interface Window {
    /** Set by the pre-paint script: replays the held click once its button answers. */
    __replayEarlyClick?: () => void;
  }
}

/**
 * Marks a pre-rendered button that React hydrates after the rest of the page (its code is a lazy
 * chunk): until the mark goes, React drops a click on it, so the pre-paint script holds it.
 */
export const HYDRATING_ATTRIBUTE = "data-hydrating";

/**
 * The pre-paint script's part that keeps clicks made before the buttons answer (pre-rendered pages
 * start their scripts after the first paint): a click on a button is held, not lost, until React
 * has rendered the page, or, on a button marked with HYDRATING_ATTRIBUTE, until the mark goes;
 * then the last one is replayed. Links work without React. It listens on `window` in the capture
 * phase, so before React's listener on the document. The replay lives in the script too: the
 * start-up bundle only calls it.
 */
export const EARLY_CLICK_SCRIPT = /* @__PURE__ */ [
  '(function(){var h,r,c=function(e){var b=e.target.closest&&e.target.closest("button");',
  `if(b&&!b.disabled&&(!r||b.hasAttribute("${HYDRATING_ATTRIBUTE}"))){`,
  "e.preventDefault();e.stopImmediatePropagation();h=b}};",
  'addEventListener("click",c,true);',
  "window.__replayEarlyClick=function(){r=1;",
  `if(h&&h.isConnected&&!h.hasAttribute("${HYDRATING_ATTRIBUTE}")){var b=h;h=null;b.click()}}})();`,
].join("");

/** Once React has rendered the page or a late part of it: replay the held click if it answers now. */
export function replayEarlyClick(): void {
  window.__replayEarlyClick?.();
}
