import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { FormField } from "@/components/form-field";
import { FormSubmit } from "@/components/form-submit";
import { ImageUpload } from "@/components/image-upload";
import { recordFields } from "@/components/record-fields";
import { InputField, TextareaField } from "@/components/labelled-fields";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { useMessages } from "@/lib/i18n/use-messages";
import { IMAGE_BUCKETS, uploadImage } from "@/lib/image-upload";
import { describeServerError, type ServerError } from "@/lib/server-error";
import type { MyTemple } from "../api/get-my-temple";
import { profileMessages } from "./messages";
import { useSaveTempleProfile } from "./save-temple-profile";
import {
  completeMapUrl,
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
  const field = recordFields({ register, formState });
  const save = useSaveTempleProfile();
  const slugIsFixed = temple?.verification_status === "verified";
  const photoPath = useWatch({ control, name: "photo_path" });
  const m = useMessages(profileMessages);

  async function submit(values: TempleProfileValues) {
    try {
      await save.mutateAsync({ values, existing: temple, userId });
      toast({
        title: temple ? m.profileSaved : m.created,
        description: temple ? m.changesSaved : m.nextSendDocuments,
      });
    } catch (error) {
      if ((error as ServerError).code === UNIQUE_VIOLATION) {
        setError("slug", { message: m.slugTaken(values.slug) });
        return;
      }
      setError("root", { message: describeServerError(error) });
    }
  }

  const nameField = register("name");
  const mapField = register("map_url");
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid max-w-3xl min-w-0 gap-4">
      <FormField label={m.name} error={errors.name?.message}>
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
      <InputField
        label={m.link}
        hint={
          slugIsFixed
            ? m.linkFixed
            : m.linkHint(<code key="link">{paths.exploreTemple.href("your-link")}</code>)
        }
        readOnly={slugIsFixed}
        {...field("slug")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label={m.deity} hint={m.deityHint} {...field("deity")} />
        <InputField label={m.city} autoComplete="address-level2" {...field("city")} />
        <InputField label={m.address} autoComplete="street-address" {...field("address")} />
        <InputField label={m.place} hint={m.placeHint} {...field("location")} />
        <FormField
          label={m.map}
          hint={m.mapHint(<code key="example">maps.app.goo.gl/…</code>)}
          error={errors.map_url?.message}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="url"
              {...mapField}
              onBlur={(event) => {
                // A link pasted without its scheme is completed where the admin can see it.
                setValue("map_url", completeMapUrl(event.target.value));
                void mapField.onBlur(event);
              }}
            />
          )}
        </FormField>
        <InputField label={m.upi} hint={m.upiHint} {...field("upi_id")} />
        <InputField label={m.darshan} hint={m.darshanHint} {...field("darshan_timings")} />
        <InputField label={m.aarti} hint={m.aartiHint} {...field("aarti_timings")} />
      </div>
      <fieldset className="grid gap-4 rounded-lg border border-border p-4 md:grid-cols-2">
        <legend className="px-1 font-semibold">{m.receipts}</legend>
        <p className="text-sm text-muted-foreground md:col-span-2">{m.receiptsIntro}</p>
        <InputField label={m.registration} {...field("registration_number")} />
        {/* No maxLength: a longer prefix is said to be too long, never cut short unseen. */}
        <InputField
          label={m.prefix}
          hint={m.prefixHint(
            <code key="prefix">KVM</code>,
            <code key="example">KVM/2026-27/000001</code>,
          )}
          {...field("receipt_prefix")}
        />
        <InputField label={m.eightyG} {...field("eighty_g_number")} />
        <InputField label={m.eightyGUntil} type="date" {...field("eighty_g_valid_until")} />
      </fieldset>
      <TextareaField label={m.about} rows={5} {...field("description")} />
      {temple ? (
        <ImageUpload
          label={m.photo}
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
        <p className="text-sm text-muted-foreground">{m.photoLater}</p>
      )}
      <FormSubmit
        error={errors.root?.message}
        isSubmitting={formState.isSubmitting}
        label={temple ? m.save : m.create}
      />
    </form>
  );
}
