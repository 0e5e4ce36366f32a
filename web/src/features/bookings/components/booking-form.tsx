import { zodResolver } from "@hookform/resolvers/zod";
import { describeCancellationPolicy } from "@bhakti-setu/common/cancellation-policy.ts";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { TitledSection } from "@/components/titled-section";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { paths } from "@/config/paths";
import { formatPaise, indiaDateOf } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { describeServerError, type ServerError } from "@/lib/server-error";
import { useBookOffering } from "../api/book-offering";
import type { BookableOffering } from "../api/get-offering";
import { bookingMessages } from "../messages";
import { bookingSessionMessages } from "../session.messages";
import {
  type BookingForm as BookingFormValues,
  bookingFormSchema,
  SANKALP_KINDS,
} from "../schemas";
import { describedBy, Field, textAreaClass } from "./field";
import { SlotPicker } from "./slot-picker";
import { lastBookableInstant, useBookableTimes } from "../use-bookable-times";

/**
 * The booking flow for one offering: a date and a free time, online or at an address, the
 * sankalp details where the ritual needs them, a note, the price; then book_offering.
 */
export function BookingForm({
  offering,
  initialStart,
  now,
  labelledBy,
}: {
  offering: BookableOffering;
  initialStart: string | null;
  now: Date;
  /** The id of the heading that names the form ("Book Rudrabhishek"). */
  labelledBy?: string;
}) {
  const messages = useMessages(bookingMessages);
  const m = messages.form;
  const navigate = useNavigate();
  const book = useBookOffering();
  const [lostRace, setLostRace] = useState(false);
  const today = indiaDateOf(now);
  const lastDay = indiaDateOf(lastBookableInstant(now, offering.providers?.booking_horizon_days));
  const form = useForm<BookingFormValues>({
    resolver: zodResolver(bookingFormSchema),
    defaultValues: {
      date: initialStart ? indiaDateOf(new Date(initialStart)) : today,
      startsAt: initialStart ?? "",
      mode: offering.mode === "offline" ? "offline" : "online",
      phone: "",
      address: "",
      needsAddress: offering.kind === "home_pooja",
      callsPhone: offering.meeting_kind === "phone_call",
      sankalpName: "",
      gotra: "",
      nakshatra: "",
      family: "",
      note: "",
    },
  });
  const { register, control, setValue, formState } = form;
  const errors = formState.errors;
  const [date, mode, startsAt] = useWatch({ control, name: ["date", "mode", "startsAt"] });
  // A provider's free times, or the times a temple performs a scheduled pooja.
  const slots = useBookableTimes(offering, /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : today);
  const needsSankalp = SANKALP_KINDS.includes(offering.kind);
  const callHint = useMessages(bookingSessionMessages).callHint;
  const phoneHint = mode === "online" ? callHint : m.phoneHint;

  const submit = form.handleSubmit((values) => {
    setLostRace(false);
    book.mutate(
      {
        offeringId: offering.id,
        startsAt: values.startsAt,
        mode: values.mode,
        note: values.note,
        phone: values.mode === "offline" || values.callsPhone ? values.phone : null,
        address: values.mode === "offline" && values.needsAddress ? values.address : null,
        sankalpName: values.sankalpName,
        gotra: values.gotra,
        nakshatra: values.nakshatra,
        familyMembers: values.family,
      },
      {
        onSuccess: (booking) => void navigate(paths.booking.href(booking.id)),
        onError: (error) => {
          if ((error as ServerError).code === "23P01") {
            // Someone else won the slot: clear it; the settled mutation refetches the free times.
            setLostRace(true);
            setValue("startsAt", "");
          }
        },
      },
    );
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-6"
      aria-labelledby={labelledBy}
    >
      <Field id="booking-date" label={m.date} hint={m.dateHint} error={errors.date?.message}>
        <Input
          id="booking-date"
          type="date"
          min={today}
          max={lastDay}
          {...register("date", { onChange: () => setValue("startsAt", "") })}
          {...describedBy("booking-date", { hint: m.dateHint, error: errors.date?.message })}
        />
      </Field>
      {lostRace ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3">
          {describeServerError(book.error)}
        </p>
      ) : null}
      <SlotPicker
        slots={slots.data}
        selected={startsAt}
        onSelect={(startsAt) => setValue("startsAt", startsAt, { shouldValidate: true })}
        onRetry={() => void slots.refetch()}
        error={slots.error}
        isPending={slots.isPending}
        invalid={errors.startsAt?.message}
      />
      {offering.mode === "both" ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-semibold">{m.where}</legend>
          <label className="flex items-center gap-2">
            <input type="radio" value="online" {...register("mode")} /> {messages.online}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="offline" {...register("mode")} /> {messages.inPerson}
          </label>
        </fieldset>
      ) : (
        <p className="text-sm">
          {offering.mode === "online" ? messages.online : messages.inPerson}
        </p>
      )}
      {mode === "offline" || offering.meeting_kind === "phone_call" ? (
        <div className="grid gap-4">
          <Field id="booking-phone" label={m.phone} hint={phoneHint} error={errors.phone?.message}>
            <Input
              id="booking-phone"
              type="tel"
              autoComplete="tel"
              {...register("phone")}
              {...describedBy("booking-phone", { hint: phoneHint, error: errors.phone?.message })}
            />
          </Field>
          {mode === "offline" && offering.kind === "home_pooja" ? (
            <Field id="booking-address" label={m.address} error={errors.address?.message}>
              <textarea
                id="booking-address"
                autoComplete="street-address"
                className={textAreaClass}
                {...register("address")}
                {...describedBy("booking-address", { error: errors.address?.message })}
              />
            </Field>
          ) : null}
        </div>
      ) : null}
      {needsSankalp ? (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-1 font-semibold">{m.sankalp}</legend>
          <Field id="sankalp-name" label={m.sankalpName} error={errors.sankalpName?.message}>
            <Input id="sankalp-name" {...register("sankalpName")} />
          </Field>
          <Field id="sankalp-gotra" label={m.gotra} error={errors.gotra?.message}>
            <Input id="sankalp-gotra" {...register("gotra")} />
          </Field>
          <Field id="sankalp-nakshatra" label={m.nakshatra} error={errors.nakshatra?.message}>
            <Input id="sankalp-nakshatra" {...register("nakshatra")} />
          </Field>
          <Field id="sankalp-family" label={m.family} error={errors.family?.message}>
            <Input id="sankalp-family" placeholder={m.familyPlaceholder} {...register("family")} />
          </Field>
        </fieldset>
      ) : null}
      <Field id="booking-note" label={m.note} error={errors.note?.message}>
        <textarea id="booking-note" className={textAreaClass} {...register("note")} />
      </Field>
      <TitledSection
        title={m.review}
        titleClassName="font-semibold"
        className="grid gap-2 rounded-lg border border-border bg-card p-4"
      >
        <p className="flex justify-between text-lg">
          <span translate="no">{offering.title}</span>
          <span className="font-bold">{formatPaise(offering.price_paise)}</span>
        </p>
        <p className="text-sm text-muted-foreground">
          {m.providerConfirms} {describeCancellationPolicy(offering, messages.cancellationPolicy)}{" "}
          {messages.cancellationPolicy.requestsAndProviderCancellations}
        </p>
        {book.isError && !lostRace ? (
          <p role="alert" className="text-destructive">
            {describeServerError(book.error)}
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={book.isPending}>
          {book.isPending ? m.booking : m.confirm}
        </Button>
      </TitledSection>
    </form>
  );
}
