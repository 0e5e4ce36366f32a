/**
 * The live illustrations' alt text in Hindi, keyed by their English (content/live-illustrations.ts,
 * and the seeded sample sessions, which carry the same pictures and words). Only Hindi books
 * import this, so it travels in Hindi's chunk.
 */
const ALTS: Readonly<Record<string, string>> = {
  "Aarti lamps before a temple": "मंदिर के सामने आरती के दीये",
  "A guru giving a discourse": "प्रवचन देते हुए गुरु जी",
  "A harmonium and dholak": "हारमोनियम और ढोलक",
  "A Shivling with a diya": "दीये के साथ शिवलिंग",
};

/** An illustration's alt text in Hindi; a host's own alt text is kept as they wrote it. */
export function illustrationAltInHindi(alt: string): string {
  return ALTS[alt] ?? alt;
}
