import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { MutationError } from "@/components/mutation-error";
import { InputField, TextareaField } from "@/components/labelled-fields";
import { indiaInstant } from "@/lib/ist-calendar";
import { messagesOf } from "@/lib/i18n/locale-store";
import { useMessages } from "@/lib/i18n/use-messages";
import { rupeesToPaise } from "@/lib/rupees-field";
import { createCourse } from "../api/course-actions";
import { courseKeys } from "../api/courses";
import { courseMessages } from "../messages";
import { SessionTimeFields } from "./session-time-fields";

interface SessionDraft {
  key: number;
  /** datetime-local's value, read as India time. */
  start: string;
  minutes: string;
}

/** "2026-12-01T18:30" typed as India time, as an ISO instant; null when incomplete. */
export function istInputToIso(value: string): string | null {
  const [date, time] = value.split("T");
  if (!date || !time) return null;
  const instant = indiaInstant(date, time.slice(0, 5));
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/** The price as typed ("501", "1,100.50") in paise: empty is free, null when not a sum of money. */
export function typedPriceInPaise(value: string): number | null {
  const cleaned = value.replaceAll(",", "").trim();
  if (cleaned === "") return 0;
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? rupeesToPaise(cleaned) : null;
}

/** The new-course form: words, price, seats, how sessions meet, and each session's time. */
export function CourseForm({ onDone }: { onDone: () => void }) {
  const m = useMessages(courseMessages);
  const f = m.form;
  const queryClient = useQueryClient();
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [language, setLanguage] = useState("Hindi");
  const [price, setPrice] = useState("0");
  const [seats, setSeats] = useState("");
  const [meetingKind, setMeetingKind] = useState<"private_room" | "video_link">("private_room");
  const [link, setLink] = useState("");
  const [sessions, setSessions] = useState<SessionDraft[]>([{ key: 0, start: "", minutes: "60" }]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: createCourse,
    onSuccess: async () => {
      toast({ title: messagesOf(courseMessages).form.created });
      await queryClient.invalidateQueries({ queryKey: courseKeys.all });
      onDone();
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!title.trim()) found.title = f.titleRequired;
    const pricePaise = typedPriceInPaise(price);
    if (pricePaise === null) found.price = f.badPrice;
    if (meetingKind === "video_link" && !link.trim()) found.link = f.linkRequired;
    const times = sessions.map((s) => istInputToIso(s.start));
    sessions.forEach((s, i) => {
      if (!times[i]) found[`start-${s.key}`] = f.startRequired;
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate({
      title: title.trim(),
      description: description.trim(),
      language: language.trim() || "Hindi",
      pricePaise: pricePaise ?? 0,
      seatLimit: seats.trim() ? Number(seats) : null,
      meetingKind,
      meetingLink: meetingKind === "video_link" ? link.trim() : null,
      sessions: sessions.map((s, i) => ({
        startsAt: times[i]!,
        durationMinutes: Number(s.minutes) || 60,
      })),
    });
  }

  const setSession = (key: number, change: Partial<SessionDraft>) =>
    setSessions((all) => all.map((s) => (s.key === key ? { ...s, ...change } : s)));

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 rounded-lg border bg-card p-4">
      <h2 className="text-lg font-bold">{f.legend}</h2>
      <InputField
        label={f.title}
        error={errors.title}
        value={title}
        maxLength={200}
        onChange={(e) => setTitle(e.target.value)}
      />
      <TextareaField
        label={f.description}
        value={description}
        maxLength={4000}
        onChange={(e) => setDescription(e.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField
          label={f.language}
          value={language}
          maxLength={60}
          onChange={(e) => setLanguage(e.target.value)}
        />
        <InputField
          label={f.price}
          hint={f.priceHint}
          error={errors.price}
          inputMode="decimal"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
        />
        <InputField
          label={f.seats}
          hint={f.seatsHint}
          type="number"
          min={1}
          max={10000}
          value={seats}
          onChange={(e) => setSeats(e.target.value)}
        />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{f.meeting}</legend>
        {(["private_room", "video_link"] as const).map((kind) => (
          <label key={kind} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="meeting-kind"
              value={kind}
              checked={meetingKind === kind}
              onChange={() => setMeetingKind(kind)}
            />
            {kind === "private_room" ? f.privateRoom : f.ownLink}
          </label>
        ))}
      </fieldset>
      {meetingKind === "video_link" && (
        <InputField
          label={f.link}
          error={errors.link}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={link}
          onChange={(e) => setLink(e.target.value)}
        />
      )}
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">{f.sessions}</legend>
        {sessions.map((session, i) => (
          <div key={session.key} className="grid gap-2 sm:grid-cols-[1fr_8rem_auto] sm:items-end">
            <SessionTimeFields
              number={i + 1}
              start={session.start}
              onStart={(start) => setSession(session.key, { start })}
              startError={errors[`start-${session.key}`]}
              minutes={session.minutes}
              onMinutes={(minutes) => setSession(session.key, { minutes })}
            />
            {sessions.length > 1 && (
              <Button
                type="button"
                variant="ghost"
                onClick={() => setSessions((all) => all.filter((s) => s.key !== session.key))}
              >
                {f.removeSession(i + 1)}
              </Button>
            )}
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() =>
            setSessions((all) => [
              ...all,
              { key: Math.max(...all.map((s) => s.key)) + 1, start: "", minutes: "60" },
            ])
          }
        >
          {f.addSession}
        </Button>
      </fieldset>
      <MutationError mutation={create} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
          {create.isPending ? f.creating : f.create}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {f.cancel}
        </Button>
      </div>
    </form>
  );
}
