import type { SevaProgramSummary } from "@/components/seva-program";

/** A temple's seva program as its admins see it, paused ones included; is_promoted: whether promoted_until was still ahead when the list was read. */
export interface AdminSevaProgram extends SevaProgramSummary {
  active: boolean;
  promoted_until: string | null;
}
