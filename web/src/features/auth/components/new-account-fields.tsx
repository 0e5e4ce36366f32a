import { type ReactNode, useState } from "react";
import { useMessages } from "@/lib/i18n/use-messages";
import type { AppRole } from "@/lib/auth/roles";
import { DEFAULT_ROLE } from "../role-options";
import { authDialogMessages } from "./dialog.messages";
import { FormField } from "./form-field";
import { RoleRadioGroup } from "./role-radio-group";

/** The full name and the role a sign-up form holds while the person fills it in. */
export function useNewAccount() {
  const [fullName, setFullName] = useState("");
  const [role, setRole] = useState<AppRole>(DEFAULT_ROLE);
  return { fullName, setFullName, role, setRole };
}

/**
 * What every sign-up asks besides how to reach the person: the full name first, then `children`
 * (e-mail and password, or the mobile number), then the role they join as.
 */
export function NewAccountFields({
  idPrefix,
  account: { fullName, setFullName, role, setRole },
  fullNameError,
  disabled,
  children,
}: {
  /** Keeps the ids of the e-mail and the mobile sign-up apart. */
  idPrefix: string;
  account: ReturnType<typeof useNewAccount>;
  fullNameError?: string;
  disabled: boolean;
  children: ReactNode;
}) {
  const m = useMessages(authDialogMessages);
  return (
    <>
      <FormField
        id={`${idPrefix}-full-name`}
        label={m.fullName}
        autoComplete="name"
        value={fullName}
        onChange={(event) => setFullName(event.target.value)}
        error={fullNameError}
        disabled={disabled}
      />
      {children}
      <RoleRadioGroup
        name={`${idPrefix}-role`}
        legend={m.joiningAs}
        value={role}
        onChange={setRole}
        disabled={disabled}
        className="sm:grid-cols-2"
      />
    </>
  );
}
