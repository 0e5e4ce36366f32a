import { Button } from "@/components/ui/button";

/** The end of an availability form laid out as one row: its submit button, then why the server refused it across the whole row. */
export function RowFormSubmit({
  label,
  isSubmitting,
  error,
}: {
  label: string;
  isSubmitting: boolean;
  error?: string;
}) {
  return (
    <>
      <Button type="submit" disabled={isSubmitting}>
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
