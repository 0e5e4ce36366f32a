import { defineMessages } from "@/lib/i18n/define-messages";

export const imageUploadMessages = defineMessages("image-upload", {
  typeList: (names: readonly string[]) => `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`,
  megabytes: (amount: string) => `${amount} MB`,
  wrongType: (file: string, types: string) =>
    `${file} is not a ${types} image. Choose a photo in one of those formats.`,
  tooLarge: (file: string, size: string, limit: string) =>
    `${file} is ${size}; the limit is ${limit}. Choose a smaller photo.`,
  notAllowed: "You cannot upload here. Sign in again and retry.",
  failed: "The upload failed. Check your connection and try again.",
  hint: (types: string, limit: string) => `${types}, up to ${limit}.`,
  preview: (file: string) => `Preview of ${file}`,
  current: (label: string) => `Current ${label.toLowerCase()}`,
  uploadingLabel: (file: string) => `Uploading ${file}`,
  uploading: (file: string) => `Uploading ${file}…`,
  uploaded: (file: string) => `${file} uploaded.`,
  upload: "Upload photo",
});
