import type * as React from "react";
import { useId } from "react";

import { NativeSelect } from "@/components/ui/native-select";

/** A labelled choice that narrows a temple list (which events, which donations), beside its title. */
export function ListFilter<Value extends string>({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  /** The `<option>`s, each value one of `Value`. */
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <div className="grid gap-1 text-sm">
      <label htmlFor={id}>{label}</label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as Value)}
      >
        {children}
      </NativeSelect>
    </div>
  );
}
