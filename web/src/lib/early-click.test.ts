import { afterEach, describe, expect, it, vi } from "vitest";
import { EARLY_CLICK_SCRIPT, HYDRATING_ATTRIBUTE, replayEarlyClick } from "./early-click";

/** What each test added to `window` and the document, taken away after it. */
const added: (() => void)[] = [];

/** Runs the script and listens where React does: on the document, after the script's listener. */
function startPage(html: string) {
  document.body.innerHTML = html;
  const listen = (type: string, listener: EventListener, capture: boolean) => {
    window.addEventListener(type, listener, capture);
    added.push(() => window.removeEventListener(type, listener, capture));
  };
  new Function("addEventListener", EARLY_CLICK_SCRIPT)(listen);
  const clicked = vi.fn((event: Event) => (event.target as HTMLElement).id);
  document.addEventListener("click", clicked, true);
  added.push(() => document.removeEventListener("click", clicked, true));
  const ids = () => clicked.mock.results.map((result) => result.value as string);
  return { clicked, ids };
}

const press = (id: string) =>
  document.getElementById(id)?.dispatchEvent(new MouseEvent("click", { bubbles: true }));

describe("clicks before the buttons answer", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    added.splice(0).forEach((remove) => remove());
  });

  it("holds a click on a button and replays it once React has rendered the page", () => {
    const page = startPage('<button id="sign-in"><svg id="icon"></svg> Sign In</button>');
    press("icon");
    expect(page.clicked).not.toHaveBeenCalled();

    replayEarlyClick();
    expect(page.ids()).toEqual(["sign-in"]);
    press("sign-in");
    expect(page.ids()).toEqual(["sign-in", "sign-in"]);
  });

  it("replays only the last click, and none when its button is gone", () => {
    const page = startPage('<button id="a">A</button><button id="b">B</button>');
    press("a");
    press("b");
    replayEarlyClick();
    expect(page.ids()).toEqual(["b"]);

    added.splice(0).forEach((remove) => remove());
    const next = startPage('<button id="a">A</button>');
    press("a");
    document.body.innerHTML = '<button id="a">A, rendered again</button>';
    replayEarlyClick();
    expect(next.clicked).not.toHaveBeenCalled();
  });

  it("replays on the button React put in the same place with the same text", () => {
    const page = startPage(
      '<footer><a href="/">Home</a><button id="old">Large text</button></footer>',
    );
    press("old");
    document.querySelector("footer")!.innerHTML =
      '<a href="/">Home</a><button id="new">Large text</button>';
    replayEarlyClick();
    expect(page.ids()).toEqual(["new"]);
  });

  it("keeps holding clicks until React Router's first load has finished", async () => {
    const page = startPage('<button id="sign-in">Sign In</button>');
    const listeners: ((state: { initialized: boolean }) => void)[] = [];
    const router = {
      state: { initialized: false },
      subscribe: vi.fn((listener: (state: { initialized: boolean }) => void) => {
        listeners.push(listener);
        return () => listeners.splice(listeners.indexOf(listener), 1);
      }),
    };
    Object.assign(window, { __reactRouterDataRouter: router });
    press("sign-in");
    replayEarlyClick();
    press("sign-in");
    replayEarlyClick();
    expect(page.clicked).not.toHaveBeenCalled();
    expect(router.subscribe).toHaveBeenCalledTimes(1);

    router.state.initialized = true;
    listeners[0]?.(router.state);
    expect(page.clicked).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(page.ids()).toEqual(["sign-in"]);
    expect(listeners).toEqual([]);
    delete (window as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter;
  });

  it("holds a click on a button hydrated later until its mark goes", () => {
    const page = startPage(`<button id="large" ${HYDRATING_ATTRIBUTE}>Large text</button>`);
    replayEarlyClick();
    press("large");
    replayEarlyClick();
    expect(page.clicked).not.toHaveBeenCalled();

    document.getElementById("large")?.removeAttribute(HYDRATING_ATTRIBUTE);
    replayEarlyClick();
    expect(page.ids()).toEqual(["large"]);
  });

  it("lets links and disabled buttons be", () => {
    const page = startPage(
      '<a id="link" href="#top">Top</a><button id="off" disabled>Off</button>',
    );
    press("link");
    press("off");
    expect(page.ids()).toEqual(["link", "off"]);
    replayEarlyClick();
    expect(page.ids()).toEqual(["link", "off"]);
  });
});
