import { useMessages } from "@/lib/i18n/use-messages";
import { cn } from "@/lib/utils";
import { authDialogMessages } from "./dialog.messages";

export type SignInWay = "email" | "phone";

// Its own classes rather than Button's: labels wrap at 320 px, and the chosen one is filled.
const wayClass =
  "min-h-10 cursor-pointer rounded-sm px-2 py-1 text-sm font-semibold focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none";

/** E-mail or mobile number: two toggle buttons, the chosen one pressed. */
export function WaySwitch({
  value,
  onChange,
}: {
  value: SignInWay;
  onChange(way: SignInWay): void;
}) {
  const m = useMessages(authDialogMessages);
  const ways = [
    { way: "email", label: m.email },
    { way: "phone", label: m.mobile },
  ] as const;
  return (
    <div
      role="group"
      aria-label={m.ways}
      className="mt-4 grid grid-cols-2 gap-1 rounded-md border border-border p-1"
    >
      {ways.map((option) => (
        <button
          key={option.way}
          type="button"
          aria-pressed={value === option.way}
          className={cn(
            wayClass,
            value === option.way
              ? "bg-secondary text-secondary-foreground"
              : "text-foreground hover:bg-accent",
          )}
          onClick={() => onChange(option.way)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
