/** Money and dates as the PDFs print them (standard PDF fonts have no ₹ glyph, so "Rs."). */
const figures = new Intl.NumberFormat("en-IN", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 110000 paise is "Rs. 1,100.00"; 1,00,00,000 paise is "Rs. 1,00,000.00" (Indian grouping). */
export function formatRupees(paise: number): string {
  return `Rs. ${figures.format(paise / 100)}`;
}

const istDate = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const istTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/** "26 November 2026" in India. */
export function formatIstDate(date: Date): string {
  return istDate.format(date);
}

const istShortDate = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
});

/** "26 Nov 2026" in India, for tables. */
export function formatIstShortDate(date: Date): string {
  return istShortDate.format(date);
}

/** "26 November 2026, 6:30 pm IST". */
export function formatIstDateTime(date: Date): string {
  return `${istDate.format(date)}, ${istTime.format(date)} IST`;
}

/** A `date` column ("2027-03-31") as "31 March 2027", whatever the server's zone. */
export function formatCalendarDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-IN", {
    timeZone: "UTC",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
