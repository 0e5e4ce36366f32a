import { type FormEvent, useId, useState } from "react";
import { FormSubmit } from "@/components/form-submit";
import { QueryContent } from "@/components/query-content";
import { InputField } from "@/components/labelled-fields";
import { Label } from "@/components/ui/label";
import { PageHeader } from "@/components/page-header";
import { MainContent } from "@/components/page-main";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/lib/auth/auth-context";
import { useMessages } from "@/lib/i18n/use-messages";
import { describeServerError } from "@/lib/server-error";
import {
  type MessagePreferences,
  useMessagePreferences,
  usePhoneOptOuts,
  useSaveMessagePreferences,
} from "../api/message-preferences";
import { messageSettingsMessages } from "../messages";

type Topic = "bookings" | "reminders" | "payments" | "verification";
const TOPICS: readonly Topic[] = ["bookings", "reminders", "payments", "verification"];

/**
 * What the server does for a person who has not chosen: e-mail where there is an address, SMS
 * where they signed up by phone, every topic.
 */
function defaultsFor(email: string | undefined, phone: string | undefined): MessagePreferences {
  return {
    phone: phone ? `+${phone.replace(/^\+/, "")}` : null,
    email_enabled: Boolean(email),
    sms_enabled: Boolean(phone),
    whatsapp_enabled: false,
    bookings: true,
    reminders: true,
    payments: true,
    verification: true,
  };
}

function Toggle({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0"
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div className="grid gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

function MessageSettingsForm({
  userId,
  email,
  initial,
}: {
  userId: string;
  email: string | undefined;
  initial: MessagePreferences;
}) {
  const m = useMessages(messageSettingsMessages);
  const [form, setForm] = useState(initial);
  const [phoneError, setPhoneError] = useState<string>();
  const save = useSaveMessagePreferences(userId);
  const optOuts = usePhoneOptOuts(userId);
  const optedOutChannels = [...new Set((optOuts.data ?? []).map(({ channel }) => m[channel]))];
  const set = <K extends keyof MessagePreferences>(key: K, value: MessagePreferences[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const phone = form.phone?.trim() ? form.phone.trim() : null;
    if ((form.sms_enabled || form.whatsapp_enabled) && !phone) {
      setPhoneError(m.phoneNeeded);
      return;
    }
    setPhoneError(undefined);
    save.mutate(
      { ...form, phone },
      {
        onSuccess: (saved) => {
          if (saved) setForm(saved);
          toast({ title: m.saved });
        },
      },
    );
  }

  return (
    <form className="grid gap-6" onSubmit={submit} noValidate>
      <fieldset className="grid gap-3 rounded-lg border border-border p-4">
        <legend className="px-1 font-semibold">{m.channels}</legend>
        <Toggle
          label={m.email}
          hint={email ? m.emailTo(email) : m.noEmail}
          checked={form.email_enabled && Boolean(email)}
          disabled={!email}
          onChange={(checked) => set("email_enabled", checked)}
        />
        <Toggle
          label={m.sms}
          checked={form.sms_enabled}
          onChange={(on) => set("sms_enabled", on)}
        />
        <Toggle
          label={m.whatsapp}
          checked={form.whatsapp_enabled}
          onChange={(checked) => set("whatsapp_enabled", checked)}
        />
        <InputField
          label={m.phone}
          hint={m.phoneHint}
          error={phoneError}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          className="max-w-xs"
          value={form.phone ?? ""}
          onChange={(event) => set("phone", event.target.value)}
        />
        {optedOutChannels.length > 0 && (
          <p className="rounded-md bg-muted p-3 text-sm">
            {m.optedOut(optedOutChannels.join(", "))}
          </p>
        )}
      </fieldset>
      <fieldset className="grid gap-3 rounded-lg border border-border p-4">
        <legend className="px-1 font-semibold">{m.topics}</legend>
        {TOPICS.map((topic) => (
          <Toggle
            key={topic}
            label={m[topic]}
            hint={m[`${topic}Hint`]}
            checked={form[topic]}
            onChange={(checked) => set(topic, checked)}
          />
        ))}
      </fieldset>
      <p className="text-sm text-muted-foreground">{m.rules}</p>
      <FormSubmit
        error={save.isError ? describeServerError(save.error) : undefined}
        isSubmitting={save.isPending}
        label={save.isPending ? m.saving : m.save}
      />
    </form>
  );
}

/** /account/messages: where a signed-in person (any role) hears from us, and about what. */
export function MessageSettingsPage() {
  const m = useMessages(messageSettingsMessages);
  const { user } = useAuth();
  const userId = user?.id ?? "";
  const preferences = useMessagePreferences(userId);
  return (
    <MainContent className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8">
      <PageHeader title={m.heading} intro={m.intro} className="grid gap-2" />
      <QueryContent query={preferences} loading={m.loading}>
        {(saved) => (
          <MessageSettingsForm
            userId={userId}
            email={user?.email || undefined}
            initial={saved ?? defaultsFor(user?.email, user?.phone)}
          />
        )}
      </QueryContent>
    </MainContent>
  );
}
