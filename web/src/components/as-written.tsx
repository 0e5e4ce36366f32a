import type { ReactNode } from "react";

/** A name as its owner wrote it, set into a sentence of ours: read as written, never translated. */
export function AsWritten({ children }: { children: ReactNode }) {
  return <span translate="no">{children}</span>;
}
