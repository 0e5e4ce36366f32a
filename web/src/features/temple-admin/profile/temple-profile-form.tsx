import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { FormField } from "@/components/form-field";
import { FormSubmit } from "@/components/form-submit";
import { ImageUpload } from "@/components/image-upload";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { IMAGE_BUCKETS, uploadImage } from "@/lib/image-upload";
import { describeServerError, type ServerError } from "@/lib/server-error";
import type { MyTemple } from "../api/get-my-temple";
import { useSaveTempleProfile } from "./save-temple-profile";
import {
  slugify,
  templeProfileSchema,
  templeValuesOf,
  type TempleProfileValues,
} from "./temple-profile-schema";

const UNIQUE_VIOLATION = "23505";

/** Edits the temple's public profile; the first submission registers it for verification. */
export function TempleProfileForm({ temple, userId }: { temple: MyTemple | null; userId: string }) {
  const { register, handleSubmit, formState, setError, setValue, getFieldState, control } =
    useForm<TempleProfileValues>({
      resolver: zodResolver(templeProfileSchema),
      defaultValues: templeValuesOf(temple),
    });
  const { errors } = formState;
  const save = useSaveTempleProfile();
  const slugIsFixed = temple?.verification_status === "verified";
  const photoPath = useWatch({ control, name: "photo_path" });

  async function submit(values: TempleProfileValues) {
    try {
      await save.mutateAsync({ values, existing: temple, userId });
      toast({
        title: temple ? "Profile saved" : "Submitted for verification",
        description: temple
          ? "Your changes are saved."
          : "We will review the temple; until then only its administrators can see it.",
      });
    } catch (error) {
      if ((error as ServerError).code === UNIQUE_VIOLATION) {
        setError("slug", {
          message: `Another temple already uses "${values.slug}". Choose a different link.`,
        });
        return;
      }
      setError("root", { message: describeServerError(error) });
    }
  }

  const nameField = register("name");
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid max-w-3xl min-w-0 gap-4">
      <FormField label="Temple name" error={errors.name?.message}>
        {(control) => (
          <Input
            {...control}
            {...nameField}
            onChange={(event) => {
              void nameField.onChange(event);
              // Suggest the link from the name until the admin types one of their own.
              if (!temple && !getFieldState("slug").isDirty) {
                setValue("slug", slugify(event.target.value));
              }
            }}
          />
        )}
      </FormField>
      <FormField
        label="Public link"
        hint={
          slugIsFixed
            ? "The link is fixed now the temple is verified, so links devotees shared keep working."
            : `Devotees find the temple at ${paths.exploreTemple.href("your-link")}; it is fixed once verified.`
        }
        error={errors.slug?.message}
      >
        {(control) => <Input {...control} readOnly={slugIsFixed} {...register("slug")} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Deity" hint="e.g. Mahakaleshwar (Shiva)" error={errors.deity?.message}>
          {(control) => <Input {...control} {...register("deity")} />}
        </FormField>
        <FormField label="City" error={errors.city?.message}>
          {(control) => <Input {...control} autoComplete="address-level2" {...register("city")} />}
        </FormField>
        <FormField label="Address" error={errors.address?.message}>
          {(control) => (
            <Input {...control} autoComplete="street-address" {...register("address")} />
          )}
        </FormField>
        <FormField
          label="Place as devotees read it"
          hint="e.g. Ujjain, Madhya Pradesh (the city when left empty)"
          error={errors.location?.message}
        >
          {(control) => <Input {...control} {...register("location")} />}
        </FormField>
        <FormField
          label="Map link"
          hint="The temple's page on a map service, starting https://"
          error={errors.map_url?.message}
        >
          {(control) => <Input {...control} inputMode="url" {...register("map_url")} />}
        </FormField>
        <FormField
          label="UPI ID for offerings"
          hint="Devotees' offerings reach the temple here"
          error={errors.upi_id?.message}
        >
          {(control) => <Input {...control} {...register("upi_id")} />}
        </FormField>
        <FormField
          label="Darshan timings"
          hint="e.g. 5:00 AM – 12:00 PM, 4:00 PM – 9:00 PM"
          error={errors.darshan_timings?.message}
        >
          {(control) => <Input {...control} {...register("darshan_timings")} />}
        </FormField>
        <FormField
          label="Aarti timings"
          hint="e.g. Mangala Aarti 5:00 AM, Sandhya Aarti 7:00 PM"
          error={errors.aarti_timings?.message}
        >
          {(control) => <Input {...control} {...register("aarti_timings")} />}
        </FormField>
      </div>
      <fieldset className="grid gap-4 rounded-lg border border-border p-4 md:grid-cols-2">
        <legend className="px-1 font-semibold">Receipts and tax</legend>
        <p className="text-sm text-muted-foreground md:col-span-2">
          Printed on every donation receipt. With an 80G number, receipts say donations qualify for
          the tax deduction.
        </p>
        <FormField label="Trust registration number" error={errors.registration_number?.message}>
          {(control) => <Input {...control} {...register("registration_number")} />}
        </FormField>
        <FormField
          label="Receipt prefix"
          hint="Starts each receipt number, e.g. KVM/2026-27/000001"
          error={errors.receipt_prefix?.message}
        >
          {(control) => <Input {...control} maxLength={10} {...register("receipt_prefix")} />}
        </FormField>
        <FormField label="80G registration number" error={errors.eighty_g_number?.message}>
          {(control) => <Input {...control} {...register("eighty_g_number")} />}
        </FormField>
        <FormField label="80G valid until" error={errors.eighty_g_valid_until?.message}>
          {(control) => <Input {...control} type="date" {...register("eighty_g_valid_until")} />}
        </FormField>
      </fieldset>
      <FormField label="About the temple" error={errors.description?.message}>
        {(control) => <Textarea {...control} rows={5} {...register("description")} />}
      </FormField>
      {temple ? (
        <ImageUpload
          label="Temple photo"
          maxBytes={IMAGE_BUCKETS["temple-media"].maxBytes}
          upload={async (file) =>
            (
              await uploadImage({
                bucket: "temple-media",
                path: `${temple.id}/cover`,
                file,
                upsert: true,
              })
            ).publicUrl
          }
          currentUrl={photoPath || undefined}
          onUploaded={(url) => setValue("photo_path", new URL(url).pathname, { shouldDirty: true })}
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          You can add the temple's photo once the profile is saved.
        </p>
      )}
      <FormSubmit
        error={errors.root?.message}
        isSubmitting={formState.isSubmitting}
        label={temple ? "Save profile" : "Create profile"}
      />
    </form>
  );
}
