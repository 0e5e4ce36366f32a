export interface CancellationTerms {
  status: string;
  price_paise: number;
  free_cancel_hours: number;
  kept_percent: number;
  starts_at: string;
}

/**
 * What a devotee's cancellation now would refund, by the rule cancel_booking applies: all of it
 * while the booking is still a request or the free window is open, otherwise all but the share
 * the provider keeps.
 */
export function previewRefund(terms: CancellationTerms, now: Date) {
  const freeUntil = new Date(terms.starts_at).getTime() - terms.free_cancel_hours * 3_600_000;
  const isFree = terms.status === "requested" || now.getTime() <= freeUntil;
  const kept = isFree ? 0 : Math.floor((terms.price_paise * terms.kept_percent) / 100);
  return { refundPaise: terms.price_paise - kept, keptPaise: kept, freeUntil: new Date(freeUntil) };
}
