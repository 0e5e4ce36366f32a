import { LoadError } from "@/components/load-error";
import { QueryContent } from "@/components/query-content";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useMessages } from "@/lib/i18n/use-messages";
import { type MyProvider, useMyProvider } from "../api/get-my-provider";
import { useProviderBookings } from "../api/list-provider-bookings";
import { LinkedSentence } from "../components/linked-sentence";
import { SpiritualShell } from "../components/spiritual-shell";
import { AvailabilityCalendar } from "./availability-calendar";
import { BookingSettingsForm } from "./booking-settings-form";
import { useChangeAvailability } from "./change-availability";
import { DaysOffEditor } from "./days-off-editor";
import { useDaysOff } from "./list-days-off";
import { availabilityMessages } from "./messages";
import { useWeeklyHours } from "./list-weekly-hours";
import { WeeklyHoursEditor } from "./weekly-hours-editor";
import { zonedDate } from "./zoned-day";

function AvailabilityEditors({ provider }: { provider: MyProvider }) {
  const rules = useWeeklyHours(provider.id);
  const daysOff = useDaysOff(provider.id);
  const bookings = useProviderBookings(provider.id);
  const change = useChangeAvailability(provider.id);
  const onChange = change.mutateAsync;
  const m = useMessages(availabilityMessages);

  if (rules.isPending || daysOff.isPending || bookings.isPending) {
    return <Spinner label={m.loading} />;
  }
  const failed = [rules, daysOff, bookings].find((query) => query.isError);
  if (failed) return <LoadError error={failed.error} onRetry={() => void failed.refetch()} />;
  return (
    <>
      {rules.data?.length === 0 && (
        <p role="status" className="rounded-lg border border-border bg-muted p-4">
          {m.noHours}
        </p>
      )}
      <WeeklyHoursEditor rules={rules.data ?? []} onChange={(value) => onChange(value)} />
      <DaysOffEditor
        daysOff={daysOff.data ?? []}
        zone={provider.time_zone}
        today={zonedDate(new Date(), provider.time_zone)}
        onChange={(value) => onChange(value)}
      />
      <BookingSettingsForm provider={provider} />
      <AvailabilityCalendar
        providerId={provider.id}
        zone={provider.time_zone}
        bookings={bookings.data ?? []}
        daysOff={daysOff.data ?? []}
      />
    </>
  );
}

/** /availability: weekly hours with breaks, days off, booking rules and the coming two weeks. */
export function AvailabilityPage() {
  const provider = useMyProvider();
  const m = useMessages(availabilityMessages);
  return (
    <SpiritualShell heading={m.heading}>
      <QueryContent query={provider} loading={m.loading}>
        {(mine) =>
          mine ? (
            <AvailabilityEditors provider={mine} />
          ) : (
            <LinkedSentence words={m.profileFirst} to={paths.profile} />
          )
        }
      </QueryContent>
    </SpiritualShell>
  );
}
