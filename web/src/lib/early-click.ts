import { inlineCall } from "./inline-script";

interface RouterState {
  initialized: boolean;
}

declare global {
  interface Window {
    /** Set by the pre-paint script: replays the held click once its button answers. */
    __replayEarlyClick?: () => void;
    /** Where React Router keeps its router in the browser. */
    __reactRouterDataRouter?: {
      state: RouterState;
      subscribe(listener: (state: RouterState) => void): () => void;
    };
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
 * (`initialized`) clicks stay held; the replay then waits for the router to finish that update (a
 * navigation started inside it would not be written to the browser's history).
 * The replay lives in the script too: the start-up bundle only calls it.
 *
 * It runs as the text of this function, so it uses nothing but its argument and the page's globals.
 */
function holdEarlyClicks(hydratingAttribute: string): void {
  let held: Element | undefined;
  let heldText: string | null = null;
  let heldPlace: number[] = []; // each index among its parent's children, from <html> down
  let isRendered = false;
  let stopWaiting: (() => void) | undefined;

  addEventListener(
    "click",
    (event) => {
      const button = (event.target as Element).closest?.("button");
      if (!button || button.disabled) return;
      if (isRendered && !button.hasAttribute(hydratingAttribute)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held = button;
      heldText = button.textContent;
      heldPlace = [];
      for (let node: Element = button; node.parentElement; node = node.parentElement) {
        heldPlace.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
      }
    },
    true,
  );

  window.__replayEarlyClick = () => {
    const router = window.__reactRouterDataRouter;
    if (router && !router.state.initialized) {
      stopWaiting ??= router.subscribe((state) => {
        if (!state.initialized) return;
        stopWaiting?.();
        void Promise.resolve().then(window.__replayEarlyClick);
      });
      return;
    }
    isRendered = true;
    if (!held) return;
    if (!held.isConnected) {
      let node: Element | undefined = document.documentElement;
      for (const index of heldPlace) node = node?.children[index];
      held = node?.nodeName === "BUTTON" && node.textContent === heldText ? node : undefined;
      if (!held) return;
    }
    if (held.hasAttribute(hydratingAttribute)) return;
    const button = held as HTMLButtonElement;
    held = undefined;
    button.click();
  };
}

export const EARLY_CLICK_SCRIPT = /* @__PURE__ */ inlineCall(holdEarlyClicks, HYDRATING_ATTRIBUTE);

/** Once React has rendered the page or a late part of it: replay the held click if it answers now. */
export function replayEarlyClick(): void {
  window.__replayEarlyClick?.();
}
