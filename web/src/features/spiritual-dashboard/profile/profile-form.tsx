import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { FormField } from "@/components/form-field";
import { ImageUpload } from "@/components/image-upload";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
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
  const { register, handleSubmit, formState, setError, setValue, control } = form;
  const values: ProfileValues = { ...profileValuesOf(null), ...useWatch({ control }) };
  const { errors } = formState;
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
        <FormField label={f.displayName} error={errors.display_name?.message}>
          {(control) => <Input {...control} autoComplete="name" {...register("display_name")} />}
        </FormField>
        <FormField
          label={f.slug}
          hint={provider ? f.slugFixed : f.slugHint}
          error={errors.slug?.message}
        >
          {(control) => <Input {...control} readOnly={Boolean(provider)} {...register("slug")} />}
        </FormField>
        <ImageUpload
          label={f.photo}
          maxBytes={IMAGE_BUCKETS.avatars.maxBytes}
          upload={uploadPhoto}
          currentUrl={values.photo_path || undefined}
          onUploaded={(url) => setValue("photo_path", new URL(url).pathname, { shouldDirty: true })}
        />
        <FormField label={f.bio} error={errors.bio?.message}>
          {(control) => <Textarea {...control} rows={5} {...register("bio")} />}
        </FormField>
        <FormField
          label={f.specialisations}
          hint={f.specialisationsHint}
          error={errors.specialisations?.message}
        >
          {(control) => <Input {...control} {...register("specialisations")} />}
        </FormField>
        <FormField label={f.languages} hint={f.languagesHint} error={errors.languages?.message}>
          {(control) => <Input {...control} {...register("languages")} />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={f.city} error={errors.city?.message}>
            {(control) => (
              <Input {...control} autoComplete="address-level2" {...register("city")} />
            )}
          </FormField>
          <FormField
            label={f.serviceArea}
            hint={f.serviceAreaHint}
            error={errors.service_area?.message}
          >
            {(control) => <Input {...control} {...register("service_area")} />}
          </FormField>
          <FormField label={f.years} error={errors.years_experience?.message}>
            {(control) => (
              <Input {...control} inputMode="numeric" {...register("years_experience")} />
            )}
          </FormField>
          <FormField label={f.upi} hint={f.upiHint} error={errors.upi_id?.message}>
            {(control) => <Input {...control} {...register("upi_id")} />}
          </FormField>
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
