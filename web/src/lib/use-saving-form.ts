import { zodResolver } from "@hookform/resolvers/zod";
import { type DefaultValues, type FieldValues, useForm } from "react-hook-form";
import type { z } from "zod";
import { describeServerError } from "./server-error";

/**
 * A form checked by its zod schema whose submit saves, then says it is done; a refusal from the
 * server is the form's own error (`errors.root`), in words (`describe`, the server's words unless a
 * feature words its own refusals), and nothing is reported as saved.
 */
export function useSavingForm<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  save,
  onSaved = () => {},
  describe = describeServerError,
}: {
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  save: (values: Output) => Promise<unknown>;
  onSaved?: () => void;
  describe?: (error: unknown) => string;
}) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save(values);
      onSaved();
    } catch (error) {
      form.setError("root", { message: describe(error) });
    }
  });
  return { ...form, errors: form.formState.errors, onSubmit };
}
