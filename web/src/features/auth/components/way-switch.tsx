import { Button } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/use-messages";
import { cn } from "@/lib/utils";
import { authDialogMessages } from "./dialog.messages";

export type SignInWay = "email" | "phone";

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
        <Button
          key={option.way}
          type="button"
          size="sm"
          variant={value === option.way ? "secondary" : "ghost"}
          aria-pressed={value === option.way}
          className={cn("min-h-10", value === option.way && "font-bold")}
          onClick={() => onChange(option.way)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}
