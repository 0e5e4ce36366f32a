import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { formatIstDateTime } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { useMyProvider } from "../api/get-my-provider";
import { useProviderBookings } from "../api/list-provider-bookings";
import { LinkedSentence } from "../components/linked-sentence";
import { providerReadState } from "../components/provider-read-state";
import { SpiritualShell } from "../components/spiritual-shell";
import { useShownRows } from "../components/use-shown-rows";
import { spiritualMessages } from "../messages";
import { groupClients } from "./clients";
import { clientsMessages } from "./messages";

/** /clients: devotees who booked, with their bookings (only what each booking shares). */
export function ClientsPage() {
  const provider = useMyProvider();
  const bookings = useProviderBookings(provider.data?.id);
  const m = useMessages(clientsMessages);
  const statuses = useMessages(spiritualMessages).bookingStatuses;
  const clients = groupClients(bookings.data ?? []);
  const { shownRows, showMore } = useShownRows(clients, { label: m.showMore });

  const body = () => {
    const state = providerReadState({ provider, rows: bookings, loading: m.loading });
    if (state) return state;
    if (clients.length === 0) {
      return (
        <LinkedSentence
          words={m.empty}
          to={paths.services}
          className="rounded-lg border border-dashed border-border p-6"
        />
      );
    }
    return (
      <>
        <ul className="grid gap-4 lg:grid-cols-2">
          {shownRows.map((client) => (
            <li key={client.devoteeId} className="min-w-0">
              <Card>
                <CardHeader>
                  <CardTitle as="h2" className="wrap-break-word" translate="no">
                    {client.name}
                  </CardTitle>
                  <p className="text-sm text-muted-foreground">
                    {m.summary(client.bookings.length, client.completed)}
                  </p>
                </CardHeader>
                <CardContent>
                  <ul className="grid gap-2 text-sm">
                    {client.bookings.map((booking) => (
                      <li key={booking.id} className="flex flex-wrap items-center gap-2">
                        <span className="min-w-0 wrap-break-word">
                          <span translate="no">{booking.title}</span> ·{" "}
                          {formatIstDateTime(booking.start)}
                        </span>
                        <Badge variant="outline">{statuses[booking.status]}</Badge>
                      </li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
        {showMore}
      </>
    );
  };

  return <SpiritualShell heading={m.heading}>{body()}</SpiritualShell>;
}
