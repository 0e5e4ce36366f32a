import { defineMessages } from "@/lib/i18n/define-messages";

export const galleryMessages = defineMessages("temple-admin.gallery", {
  heading: "Gallery",
  caption: "Caption",
  captionSaved: "Caption saved",
  save: "Save",
  saveCaption: " caption",
  addPhoto: "Add a photo",
  nextCaption: "Caption for the next photo (optional)",
  photo: "Photo",
  photoAdded: "Photo added to the gallery",
  inOrder: "Gallery, in the order devotees see it",
  loading: "Loading the gallery",
  empty: "No photos yet. Add the first one above: devotees see the gallery on the temple's page.",
  photoOf: (number: number, temple: string) => `Photo ${number} of ${temple}`,
  moveUp: "Move up",
  moveDown: "Move down",
  remove: "Remove",
  photoNumber: (number: number) => ` photo ${number}`,
  removeTitle: "Remove this photo?",
  removeDescription: "It leaves the gallery and the temple's page at once.",
  keep: "Keep it",
});
