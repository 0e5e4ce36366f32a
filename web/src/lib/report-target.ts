import type { ReactNode } from "react";

/** What a Report button flags (report_content's `kind` and target), and how it is labelled. */
export interface ReportTarget {
  kind: "review" | "provider" | "temple";
  target: string;
  /** The visible words; default "Report this review|profile|temple". */
  label?: string;
  /** A fuller name where several buttons share a short label (it starts with the label). */
  accessibleName?: string;
}

/** Places a Report button; pages that show reportable things take one from their route. */
export type RenderReport = (target: ReportTarget) => ReactNode;
