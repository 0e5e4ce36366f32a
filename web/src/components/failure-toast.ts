import { toast } from "@/components/ui/use-toast";
import { describeServerError } from "@/lib/server-error";

/** Says in a destructive toast that a change failed, and why, in the reader's words. */
export function toastFailure(
  title: string,
  error: unknown,
  describe: (error: unknown) => string = describeServerError,
): void {
  toast({ title, description: describe(error), variant: "destructive" });
}
