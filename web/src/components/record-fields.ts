import {
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  get,
  type UseFormRegister,
} from "react-hook-form";

/**
 * A form's fields by name: `field("title")` is what InputField and TextareaField take of the
 * field, its registration and its error in words, so each field names itself once.
 */
export function recordFields<T extends FieldValues>(form: {
  register: UseFormRegister<T>;
  formState: { errors: FieldErrors<T> };
}) {
  return (name: FieldPath<T>) => ({
    ...form.register(name),
    error: (get(form.formState.errors, name) as { message?: string } | undefined)?.message,
  });
}
