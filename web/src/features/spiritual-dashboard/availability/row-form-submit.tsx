import { Button } from "@/components/ui/button";

/** The end of an availability form laid out as one row: its submit button, then why the server refused it across the whole row. */
export function RowFormSubmit({
  label,
  formState,
}: {
  label: string;
  /** The form's state (react-hook-form's): whether it is being submitted, and the server's refusal as its root error. */
  formState: { isSubmitting: boolean; errors: { root?: { message?: string } } };
}) {
  const error = formState.errors.root?.message;
  return (
    <>
      <Button type="submit" disabled={formState.isSubmitting}>
        {label}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-destructive sm:col-span-full">
          {error}
        </p>
      )}
    </>
  );
}
