import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { ImageUpload } from "@/components/image-upload";
import { recordFields } from "@/components/record-fields";
import { InputField, TextareaField } from "@/components/labelled-fields";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { IMAGE_BUCKETS, uploadImage } from "@/lib/image-upload";
import { messagesOf } from "@/lib/i18n/locale-store";
import { useMessages } from "@/lib/i18n/use-messages";
import { describeServerError, type ServerError } from "@/lib/server-error";
import type { MyProvider } from "../api/get-my-provider";
import { profileMessages } from "./messages";
import { ProfilePreview } from "./profile-preview";
import { profileSchema, profileValuesOf, type ProfileValues } from "./profile-schema";
import { useSaveProviderProfile } from "./save-provider-profile";

const UNIQUE_VIOLATION = "23505";

/** Edits the provider profile beside a live preview; the first submission asks for verification. */
export function ProfileForm({
  provider,
  kind,
  userId,
  defaultName,
}: {
  provider: MyProvider | null;
  kind: "guru" | "pujari";
  userId: string;
  defaultName: string;
}) {
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: profileValuesOf(provider, defaultName),
  });
  const { handleSubmit, formState, setError, setValue, control } = form;
  const values: ProfileValues = { ...profileValuesOf(null), ...useWatch({ control }) };
  const { errors } = formState;
  const field = recordFields(form);
  const save = useSaveProviderProfile();
  const m = useMessages(profileMessages);
  const f = m.form;

  async function submit(values: ProfileValues) {
    try {
      await save.mutateAsync({ values, existing: provider, kind, userId });
      const done = messagesOf(profileMessages);
      toast({
        title: provider ? done.saved : done.created,
        description: provider ? done.savedDescription : done.createdDescription,
      });
    } catch (error) {
      // Only the slug is unique among the fields a first submission writes.
      if ((error as ServerError).code === UNIQUE_VIOLATION) {
        setError("slug", {
          message: messagesOf(profileMessages).slugTaken(values.slug),
        });
        return;
      }
      setError("root", { message: describeServerError(error) });
    }
  }

  async function uploadPhoto(file: File) {
    const { publicUrl } = await uploadImage({
      bucket: "avatars",
      path: `${userId}/provider-photo`,
      file,
      upsert: true,
    });
    return publicUrl;
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <form noValidate onSubmit={handleSubmit(submit)} className="grid min-w-0 gap-4">
        <InputField label={f.displayName} autoComplete="name" {...field("display_name")} />
        <InputField
          label={f.slug}
          hint={provider ? f.slugFixed : f.slugHint}
          readOnly={Boolean(provider)}
          {...field("slug")}
        />
        <ImageUpload
          label={f.photo}
          maxBytes={IMAGE_BUCKETS.avatars.maxBytes}
          upload={uploadPhoto}
          currentUrl={values.photo_path || undefined}
          onUploaded={(url) => setValue("photo_path", new URL(url).pathname, { shouldDirty: true })}
        />
        <TextareaField label={f.bio} rows={5} {...field("bio")} />
        <InputField
          label={f.specialisations}
          hint={f.specialisationsHint}
          {...field("specialisations")}
        />
        <InputField label={f.languages} hint={f.languagesHint} {...field("languages")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField label={f.city} autoComplete="address-level2" {...field("city")} />
          <InputField label={f.serviceArea} hint={f.serviceAreaHint} {...field("service_area")} />
          <InputField label={f.years} inputMode="numeric" {...field("years_experience")} />
          <InputField label={f.upi} hint={f.upiHint} {...field("upi_id")} />
        </div>
        {errors.root && (
          <p role="alert" className="text-sm text-destructive">
            {errors.root.message}
          </p>
        )}
        <Button type="submit" disabled={formState.isSubmitting} className="justify-self-start">
          {provider ? f.save : f.create}
        </Button>
      </form>
      <ProfilePreview values={values} kind={kind} />
    </div>
  );
}
