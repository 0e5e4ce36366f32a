import { useSyncExternalStore } from "react";
import { TEXT_SIZE_STORAGE_KEY } from "./device-preferences";

export type TextSize = "normal" | "large";

const listeners = new Set<() => void>();

/** The text size shown now: the pre-paint script marks `<html data-text-size="large">`. */
function getTextSize(): TextSize {
  return document.documentElement.dataset.textSize === "large" ? "large" : "normal";
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current text size; pre-rendered pages start "normal" and update after hydration. */
export function useTextSize(): TextSize {
  return useSyncExternalStore(subscribe, getTextSize, () => "normal");
}

/** Applies and remembers the text size on this device. */
export function setTextSize(size: TextSize): void {
  if (size === "large") document.documentElement.dataset.textSize = "large";
  else delete document.documentElement.dataset.textSize;
  try {
    window.localStorage.setItem(TEXT_SIZE_STORAGE_KEY, size);
  } catch {
    // Without storage the choice lasts for this visit.
  }
  for (const listener of listeners) listener();
}
