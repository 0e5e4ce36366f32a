import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { FormField } from "@/components/form-field";
import { ImageUpload } from "@/components/image-upload";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { IMAGE_BUCKETS, uploadImage } from "@/lib/image-upload";
import { describeServerError, type ServerError } from "@/lib/server-error";
import type { MyProvider } from "../api/get-my-provider";
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

  async function submit(values: ProfileValues) {
    try {
      await save.mutateAsync({ values, existing: provider, kind, userId });
      toast({
        title: provider ? "Profile saved" : "Submitted for verification",
        description: provider
          ? "Your changes are saved."
          : "We will review your profile; until then only you can see it.",
      });
    } catch (error) {
      // Only the slug is unique among the fields a first submission writes.
      if ((error as ServerError).code === UNIQUE_VIOLATION) {
        setError("slug", {
          message: `Another profile already uses "${values.slug}". Choose a different address.`,
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
        <FormField label="Display name" error={errors.display_name?.message}>
          {(control) => <Input {...control} autoComplete="name" {...register("display_name")} />}
        </FormField>
        <FormField
          label="Public address"
          hint={
            provider
              ? "Your address is fixed so links devotees shared keep working."
              : "Lower-case letters, digits and hyphens; devotees find you at /connect/your-address."
          }
          error={errors.slug?.message}
        >
          {(control) => <Input {...control} readOnly={Boolean(provider)} {...register("slug")} />}
        </FormField>
        <ImageUpload
          label="Profile photo"
          maxBytes={IMAGE_BUCKETS.avatars.maxBytes}
          upload={uploadPhoto}
          currentUrl={values.photo_path || undefined}
          onUploaded={(url) => setValue("photo_path", new URL(url).pathname, { shouldDirty: true })}
        />
        <FormField label="About you" error={errors.bio?.message}>
          {(control) => <Textarea {...control} rows={5} {...register("bio")} />}
        </FormField>
        <FormField
          label="Specialisations"
          hint="Separate with commas, e.g. Griha Pravesh, Satyanarayan Katha"
          error={errors.specialisations?.message}
        >
          {(control) => <Input {...control} {...register("specialisations")} />}
        </FormField>
        <FormField
          label="Languages"
          hint="Separate with commas, e.g. Hindi, Sanskrit"
          error={errors.languages?.message}
        >
          {(control) => <Input {...control} {...register("languages")} />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="City" error={errors.city?.message}>
            {(control) => (
              <Input {...control} autoComplete="address-level2" {...register("city")} />
            )}
          </FormField>
          <FormField
            label="Service area"
            hint="Where you travel for home poojas"
            error={errors.service_area?.message}
          >
            {(control) => <Input {...control} {...register("service_area")} />}
          </FormField>
          <FormField label="Years of experience" error={errors.years_experience?.message}>
            {(control) => (
              <Input {...control} inputMode="numeric" {...register("years_experience")} />
            )}
          </FormField>
          <FormField label="UPI ID" hint="Devotees pay you here" error={errors.upi_id?.message}>
            {(control) => <Input {...control} {...register("upi_id")} />}
          </FormField>
        </div>
        {errors.root && (
          <p role="alert" className="text-sm text-destructive">
            {errors.root.message}
          </p>
        )}
        <Button type="submit" disabled={formState.isSubmitting} className="justify-self-start">
          {provider ? "Save profile" : "Create profile"}
        </Button>
      </form>
      <ProfilePreview values={values} kind={kind} />
    </div>
  );
}
