import { ReceivedReviews } from "@/features/reviews";
import { useState } from "react";
import { LoadError } from "@/components/load-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { formatPaise } from "@/lib/format";
import type { MyTemple } from "../api/get-my-temple";
import { TempleGate } from "../components/temple-gate";
import { TempleShell } from "../components/temple-shell";
import { PoojaForm } from "./pooja-form";
import { describeSchedule } from "@/lib/pooja-schedule";
import type { TemplePooja } from "./pooja-schema";
import { useSavePooja, useTemplePoojas } from "./poojas-api";
import { TempleBookings } from "./temple-bookings";

function PoojaList({ temple }: { temple: MyTemple }) {
  const poojas = useTemplePoojas(temple.id);
  const save = useSavePooja(temple.id);
  const [editing, setEditing] = useState<TemplePooja | "new" | null>(null);
  return (
    <div className="grid gap-8">
      <section aria-labelledby="poojas-title" className="grid gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="poojas-title" className="mr-auto text-lg font-semibold">
            Poojas devotees can book
          </h2>
          <Button type="button" onClick={() => setEditing("new")}>
            Add pooja
          </Button>
        </div>
        {poojas.isPending ? (
          <Spinner label="Loading poojas" />
        ) : poojas.isError ? (
          <LoadError error={poojas.error} onRetry={() => void poojas.refetch()} />
        ) : poojas.data.length === 0 ? (
          <p className="rounded-lg border border-border p-4">
            No poojas yet. Add the first pooja the temple performs on a devotee&apos;s behalf, with
            its price and the days and time it is performed.
          </p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {poojas.data.map((pooja) => (
              <li key={pooja.id}>
                <Card className="h-full">
                  <CardHeader className="gap-2">
                    {!pooja.active && <Badge variant="outline">Paused</Badge>}
                    <CardTitle as="h3" className="text-lg wrap-break-word">
                      {pooja.title}
                    </CardTitle>
                    <p className="text-sm">
                      {formatPaise(pooja.price_paise)} · {describeSchedule(pooja)}
                    </p>
                  </CardHeader>
                  {pooja.description && (
                    <CardContent>
                      <p className="text-sm">{pooja.description}</p>
                    </CardContent>
                  )}
                  <CardFooter className="flex flex-wrap gap-2">
                    <Button type="button" variant="outline" onClick={() => setEditing(pooja)}>
                      Edit<span className="sr-only"> {pooja.title}</span>
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      disabled={save.isPending}
                      onClick={() => save.mutate({ id: pooja.id, active: !pooja.active })}
                    >
                      {pooja.active ? "Pause" : "Resume"}
                      <span className="sr-only"> {pooja.title}</span>
                    </Button>
                  </CardFooter>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="pooja-bookings-title" className="grid gap-4">
        <h2 id="pooja-bookings-title" className="text-lg font-semibold">
          Bookings
        </h2>
        <TempleBookings templeId={temple.id} />
      </section>
      <ReceivedReviews host={{ kind: "temple", id: temple.id }} />
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="max-w-xl">
          <DialogTitle>{editing === "new" ? "Add a pooja" : "Edit pooja"}</DialogTitle>
          <DialogDescription>
            Devotees book it on the temple&apos;s page and give the name, gotra and sankalp.
          </DialogDescription>
          {editing !== null && (
            <PoojaForm
              templeId={temple.id}
              pooja={editing === "new" ? null : editing}
              onSaved={() => {
                toast({ title: editing === "new" ? "Pooja added" : "Pooja saved" });
                setEditing(null);
              }}
            />
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** /temple-admin/poojas: the poojas the temple performs for devotees, and their bookings. */
export function PoojasPage() {
  return (
    <TempleShell heading="Poojas">
      <TempleGate>{(temple) => <PoojaList temple={temple} />}</TempleGate>
    </TempleShell>
  );
}
