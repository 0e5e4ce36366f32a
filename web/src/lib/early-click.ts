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
 * then the last one is replayed. When React has put a new button in its place (a part rendered
 * afresh), the held click goes to the button at the same place with the same text, or to none.
 * Links work without React. It listens on `window` in the capture phase, so before React's
 * listener on the document. React Router drops a navigation (Sign In's) started before its first
 * load has finished (a route's client loader on hydration), so until its router reports that
 * (`initialized`, on the router it keeps in `window.__reactRouterDataRouter`) clicks stay held;
 * the replay then waits for the router to finish that update (a navigation started inside it
 * would not be written to the browser's history).
 * The replay lives in the script too: the start-up bundle only calls it.
 */
export const EARLY_CLICK_SCRIPT = /* @__PURE__ */ [
  "(function(){var h,p,t,r,w,c=function(e){",
  'var b=e.target.closest&&e.target.closest("button");',
  `if(b&&!b.disabled&&(!r||b.hasAttribute("${HYDRATING_ATTRIBUTE}"))){`,
  "e.preventDefault();e.stopImmediatePropagation();h=b;t=b.textContent;p=[];",
  "for(var n=b;n.parentElement;n=n.parentElement)p.unshift([].indexOf.call(n.parentElement.children,n))}};",
  'addEventListener("click",c,true);',
  "window.__replayEarlyClick=function(){var R=window.__reactRouterDataRouter;",
  "if(R&&!R.state.initialized){if(!w){w=R.subscribe(function(s){",
  "if(s.initialized){w();Promise.resolve().then(window.__replayEarlyClick)}})}return}",
  "r=1;if(!h)return;",
  "if(!h.isConnected){h=document.documentElement;for(var i=0;h&&i<p.length;i++)h=h.children[p[i]];",
  'if(!h||h.nodeName!=="BUTTON"||h.textContent!==t){h=null;return}}',
  `if(!h.hasAttribute("${HYDRATING_ATTRIBUTE}")){var b=h;h=null;b.click()}}})();`,
].join("");

/** Once React has rendered the page or a late part of it: replay the held click if it answers now. */
export function replayEarlyClick(): void {
  window.__replayEarlyClick?.();
}
