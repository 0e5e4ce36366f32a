import { Button } from "@/components/ui/button";

/** The end of a form: why the server refused it, if it did, and the submit button. */
export function FormSubmit({
  error,
  isSubmitting,
  label,
}: {
  error?: string;
  isSubmitting: boolean;
  label: string;
}) {
  return (
    <>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {label}
      </Button>
    </>
  );
}
