import { useAvailableSlots } from "@/lib/available-slots";
import { usePoojaTimes } from "./api/list-pooja-times";

const DAY_MS = 86_400_000;

/** The India day [00:00, 24:00) of a "2026-11-24" date, as instants. */
function indiaDayRange(date: string) {
  const from = new Date(`${date}T00:00:00+05:30`);
  return { from: from.toISOString(), to: new Date(from.getTime() + DAY_MS).toISOString() };
}

/** The last day a provider's horizon allows, from `now`, as the date input's `max`. */
export function lastBookableInstant(now: Date, horizonDays: number | undefined): Date {
  return new Date(now.getTime() + (horizonDays ?? 60) * DAY_MS);
}

export interface TimedOffering {
  id: string;
  provider_id: string | null;
  /** Set on a temple's scheduled pooja, which is performed at published times. */
  schedule_weekdays: readonly number[] | null;
  duration_minutes: number;
}

/** The times one India day offers for an offering: a provider's free slots or a pooja's times. */
export function useBookableTimes(offering: TimedOffering, date: string) {
  const day = indiaDayRange(date);
  const providerSlots = useAvailableSlots(
    { providerId: offering.provider_id ?? "", ...day, durationMinutes: offering.duration_minutes },
    offering.provider_id !== null,
  );
  const poojaTimes = usePoojaTimes(
    { offeringId: offering.id, ...day },
    offering.schedule_weekdays !== null,
  );
  return offering.schedule_weekdays !== null ? poojaTimes : providerSlots;
}
