/** India's financial year runs from 1 April to 31 March, counted in IST; "2026-27" names one. */
export interface FinancialYear {
  label: string;
  /** 1 April 00:00 IST. */
  startsAt: Date;
  /** The next 1 April 00:00 IST (exclusive). */
  endsAt: Date;
}

const LABEL = /^(\d{4})-(\d{2})$/;

/** "2026-27" → its bounds; undefined for anything else (e.g. "2026-28", "2026"). */
export function parseFinancialYear(label: string): FinancialYear | undefined {
  const match = LABEL.exec(label);
  if (!match) return undefined;
  const first = Number(match[1]);
  if (first < 2000 || first > 2998 || Number(match[2]) !== (first + 1) % 100) return undefined;
  return financialYearStarting(first);
}

function financialYearStarting(first: number): FinancialYear {
  return {
    label: `${first}-${String((first + 1) % 100).padStart(2, "0")}`,
    startsAt: new Date(`${first}-04-01T00:00:00+05:30`),
    endsAt: new Date(`${first + 1}-04-01T00:00:00+05:30`),
  };
}

/** The financial year an instant falls in, in India. */
export function financialYearOf(date: Date): FinancialYear {
  const ist = new Date(date.getTime() + 5.5 * 3_600_000);
  const year = ist.getUTCFullYear();
  return financialYearStarting(ist.getUTCMonth() >= 3 ? year : year - 1);
}
