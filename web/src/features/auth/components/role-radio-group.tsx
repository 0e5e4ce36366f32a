import { useMessages } from "@/lib/i18n/use-messages";
import { cn } from "@/lib/utils";
import { ROLE_OPTIONS } from "../role-options";
import type { AppRole } from "@/lib/auth/roles";
import { roleMessages } from "../role.messages";

/** The four roles as native radio buttons (arrow keys move between them). */
export function RoleRadioGroup({
  name,
  legend,
  value,
  onChange,
  disabled,
  showDescriptions = false,
  className,
}: {
  name: string;
  legend: string;
  value: AppRole;
  onChange(role: AppRole): void;
  disabled?: boolean;
  showDescriptions?: boolean;
  className?: string;
}) {
  const m = useMessages(roleMessages);
  return (
    <fieldset className={cn("grid gap-2", className)} disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-foreground">{legend}</legend>
      {ROLE_OPTIONS.map((role) => {
        const id = `${name}-${role}`;
        const descriptionId = showDescriptions ? `${id}-description` : undefined;
        return (
          <label
            key={role}
            htmlFor={id}
            className="flex cursor-pointer items-start gap-3 rounded-md border border-border bg-card p-3 has-checked:border-primary has-checked:bg-accent has-focus-visible:ring-3 has-focus-visible:ring-ring"
          >
            <input
              id={id}
              type="radio"
              name={name}
              value={role}
              checked={value === role}
              onChange={() => onChange(role)}
              aria-labelledby={`${id}-label`}
              aria-describedby={descriptionId}
              className="mt-0.5 size-4 shrink-0 accent-primary"
            />
            <span className="grid gap-0.5">
              <span id={`${id}-label`} className="text-sm font-semibold">
                {m[role].label}
              </span>
              {showDescriptions ? (
                <span id={descriptionId} className="text-sm text-muted-foreground">
                  {m[role].description}
                </span>
              ) : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
