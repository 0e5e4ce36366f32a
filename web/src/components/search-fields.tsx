import type { ComponentProps, ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { cn } from "@/lib/utils";

/** A search form's field: its label over the control. */
function SearchField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("grid gap-1", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

type FieldProps<Control> = Control & { id: string; label: ReactNode; fieldClassName?: string };

/** A labelled text box of a GET search form; its name is the URL parameter it writes. */
export function SearchInput({
  id,
  label,
  fieldClassName,
  ...input
}: FieldProps<ComponentProps<"input">>) {
  return (
    <SearchField id={id} label={label} className={fieldClassName}>
      <Input id={id} {...input} />
    </SearchField>
  );
}

/** A labelled choice of a GET search form; its name is the URL parameter it writes. */
export function SearchSelect({
  id,
  label,
  fieldClassName,
  ...select
}: FieldProps<ComponentProps<typeof NativeSelect>>) {
  return (
    <SearchField id={id} label={label} className={fieldClassName}>
      <NativeSelect id={id} {...select} />
    </SearchField>
  );
}
