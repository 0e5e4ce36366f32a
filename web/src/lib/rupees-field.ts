/**
 * Money as a form's field holds it, rupees typed ("501", "501.5"), and as the database keeps it,
 * integer paise. Integer arithmetic both ways, so no float rounding touches money; each form's
 * schema checks the text before it is converted.
 */

/** "501.5" -> 50150. */
export function rupeesToPaise(rupees: string): number {
  const [whole = "0", fraction = ""] = rupees.trim().split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
}

/** 50150 -> "501.50", 110000 -> "1100": what a price field shows when editing. */
export function paiseToRupees(paise: number): string {
  const fraction = paise % 100;
  return fraction === 0
    ? String(paise / 100)
    : `${Math.floor(paise / 100)}.${String(fraction).padStart(2, "0")}`;
}
