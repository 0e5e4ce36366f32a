import { afterEach, describe, expect, it, vi } from "vitest";
import { PRE_PAINT_SCRIPT } from "@/app/pre-paint-script";
import { siteChromeMessages } from "@/components/site-chrome/messages";
import { LOCALE_STORAGE_KEY } from "@/lib/device-preferences";
import { formatIstDateTime, formatRupees } from "@/lib/format";
import { getLocale, messagesOf, onLocaleChosen, setLocale } from "./locale-store";

const root = document.documentElement;

describe("the language", () => {
  afterEach(async () => {
    await setLocale("en");
    localStorage.clear();
    root.removeAttribute("data-locale-pending");
    root.removeAttribute("data-text-size");
    vi.unstubAllGlobals();
    window.history.replaceState(null, "", "/");
  });

  it("starts in English and switches to Hindi's chunk, marking <html lang>", async () => {
    expect(getLocale()).toBe("en");
    expect(messagesOf(siteChromeMessages).liveDarshan).toBe("Live Darshan");
    root.setAttribute("data-locale-pending", "");
    await setLocale("hi");
    expect(messagesOf(siteChromeMessages).liveDarshan).toBe("लाइव दर्शन");
    expect(root.lang).toBe("hi-IN");
    expect(root.hasAttribute("data-locale-pending")).toBe(false);
  });

  it("formats dates and rupees per language", async () => {
    const instant = "2026-11-24T13:00:00Z";
    expect(formatIstDateTime(instant, "Asia/Kolkata")).toBe("Tue, 24 Nov, 6:30 pm IST");
    await setLocale("hi");
    expect(formatIstDateTime(instant, "Asia/Kolkata")).toBe("मंगल, 24 नव॰, 6:30 pm IST");
    expect(formatIstDateTime(instant, "Europe/London")).toContain("(आपके समय से ");
    expect(formatRupees(245000)).toBe("₹2,45,000");
  });

  it("remembers a chosen language on this device and tells listeners; an applied one is not", async () => {
    const chosen = vi.fn();
    const stop = onLocaleChosen(chosen);
    await setLocale("hi");
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
    expect(chosen).not.toHaveBeenCalled();
    await setLocale("en", { chosen: true });
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("en");
    expect(chosen).toHaveBeenCalledWith("en");
    stop();
  });
});

describe("the pre-paint script's choice of language", () => {
  afterEach(() => {
    localStorage.clear();
    root.removeAttribute("data-locale-pending");
    root.removeAttribute("data-text-size");
    vi.unstubAllGlobals();
    window.history.replaceState(null, "", "/");
  });

  function runWith(languages: string[]): boolean {
    vi.stubGlobal("navigator", { ...navigator, languages, language: languages[0] });
    root.removeAttribute("data-locale-pending");
    new Function(PRE_PAINT_SCRIPT)();
    return root.hasAttribute("data-locale-pending");
  }

  it("follows the browser's first language the app speaks on a first visit", () => {
    expect(runWith(["hi-IN", "en-US"])).toBe(true);
    expect(runWith(["en-GB", "hi"])).toBe(false);
    expect(runWith(["ta-IN", "hi-IN"])).toBe(true);
    expect(runWith(["ta-IN"])).toBe(false);
  });

  it("prefers the device's choice to the browser's, and ?lang= to both (and remembers it)", () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, "en");
    expect(runWith(["hi-IN"])).toBe(false);
    window.history.replaceState(null, "", "/live?lang=hi");
    expect(runWith(["en-US"])).toBe(true);
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("hi");
  });

  it("marks large text chosen on this device", () => {
    localStorage.setItem("bhakti-setu-text-size", "large");
    runWith(["en-IN"]);
    expect(root.dataset.textSize).toBe("large");
  });
});
