import type { FormEvent, ReactNode, RefObject } from "react";
import { Button } from "@/components/ui/button";
import { FormError } from "./form-field";

/**
 * The frame every auth form shares: checked by the app (noValidate), its fields in a column, then
 * the request's refusal and the submit button, busy while the request runs.
 */
export function AuthForm({
  formRef,
  onSubmit,
  label,
  formError,
  isPending,
  submitDisabled = isPending,
  submitLabel,
  after,
  children,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  label?: string;
  formError: string | null;
  isPending: boolean;
  submitDisabled?: boolean;
  submitLabel: string;
  /** What follows the submit button, such as a way back. */
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={label}>
      {children}
      <FormError message={formError} />
      <Button type="submit" disabled={submitDisabled} aria-busy={isPending}>
        {submitLabel}
      </Button>
      {after}
    </form>
  );
}
