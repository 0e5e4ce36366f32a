import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { ImageUpload } from "@/components/image-upload";
import { MutationError } from "@/components/mutation-error";
import { QueryContent } from "@/components/query-content";
import { Button } from "@/components/ui/button";
import { RowAction } from "@/components/row-action";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { TitledSection } from "@/components/titled-section";
import { useMessages } from "@/lib/i18n/use-messages";
import { IMAGE_BUCKETS } from "@/lib/image-upload";
import { publicImageUrl } from "@/lib/public-data";
import { describeServerError } from "@/lib/server-error";
import type { MyTemple } from "../api/get-my-temple";
import { TemplePage } from "../components/temple-page";
import { type TemplePhoto, useAddPhoto, useChangeGallery, useTempleGallery } from "./gallery-api";
import { galleryMessages } from "./messages";

/** A photo's caption box, as long as the gallery keeps a caption. */
function CaptionInput({
  className,
  label,
  value,
  onChange,
}: {
  className: string;
  label: string;
  value: string;
  onChange: (caption: string) => void;
}) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={value}
        maxLength={200}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function CaptionField({ photo, templeId }: { photo: TemplePhoto; templeId: string }) {
  const [caption, setCaption] = useState(photo.caption);
  const change = useChangeGallery(templeId);
  const m = useMessages(galleryMessages);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate(
          { change: "caption", id: photo.id, caption: caption.trim() },
          { onSuccess: () => toast({ title: m.captionSaved }) },
        );
      }}
    >
      <CaptionInput
        className="grid min-w-0 flex-1 gap-1"
        label={m.caption}
        value={caption}
        onChange={setCaption}
      />
      <Button type="submit" variant="outline" disabled={change.isPending}>
        {m.save}
        <span className="sr-only">{m.saveCaption}</span>
      </Button>
      <MutationError mutation={change} className="w-full" />
    </form>
  );
}

function Gallery({ temple }: { temple: MyTemple }) {
  const gallery = useTempleGallery(temple.id);
  const add = useAddPhoto(temple.id);
  const change = useChangeGallery(temple.id);
  const [caption, setCaption] = useState("");
  const [removing, setRemoving] = useState<TemplePhoto | null>(null);
  const m = useMessages(galleryMessages);
  const photos = gallery.data ?? [];
  return (
    <div className="grid gap-8">
      <TitledSection title={m.addPhoto} className="grid max-w-xl gap-3">
        <CaptionInput
          className="grid gap-1"
          label={m.nextCaption}
          value={caption}
          onChange={setCaption}
        />
        <ImageUpload
          label={m.photo}
          maxBytes={IMAGE_BUCKETS["temple-media"].maxBytes}
          upload={(file) => add.mutateAsync({ file, caption: caption.trim() })}
          onUploaded={() => {
            setCaption("");
            toast({ title: m.photoAdded });
          }}
        />
      </TitledSection>
      <TitledSection title={m.inOrder} className="grid gap-4">
        <QueryContent
          query={gallery}
          loading={m.loading}
          isEmpty={() => photos.length === 0}
          empty={<p className="rounded-lg border border-border p-4">{m.empty}</p>}
        >
          {() => (
            <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {photos.map((photo, index) => (
                <li key={photo.id} className="grid gap-2 rounded-lg border border-border p-3">
                  <img
                    src={publicImageUrl("temple-media", photo.path)}
                    alt={photo.caption || m.photoOf(index + 1, temple.name)}
                    data-user-content={photo.caption ? "" : undefined}
                    loading="lazy"
                    className="aspect-[4/3] w-full rounded-md object-cover"
                  />
                  <CaptionField photo={photo} templeId={temple.id} />
                  <div className="flex flex-wrap gap-2">
                    {([-1, 1] as const).map((direction) => (
                      <RowAction
                        key={direction}
                        variant="outline"
                        disabled={
                          index === (direction === -1 ? 0 : photos.length - 1) || change.isPending
                        }
                        onClick={() => change.mutate({ change: "move", id: photo.id, direction })}
                      >
                        {direction === -1 ? m.moveUp : m.moveDown}
                        <span className="sr-only">{m.photoNumber(index + 1)}</span>
                      </RowAction>
                    ))}
                    <RowAction variant="ghost" onClick={() => setRemoving(photo)}>
                      {m.remove}
                      <span className="sr-only">{m.photoNumber(index + 1)}</span>
                    </RowAction>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </QueryContent>
      </TitledSection>
      {removing && (
        <ConfirmDialog
          title={m.removeTitle}
          description={m.removeDescription}
          confirmLabel={m.remove}
          cancelLabel={m.keep}
          destructive
          isPending={change.isPending}
          error={change.isError ? describeServerError(change.error) : null}
          onClose={() => setRemoving(null)}
          onConfirm={() =>
            change.mutate(
              { change: "remove", photo: removing },
              { onSuccess: () => setRemoving(null) },
            )
          }
        />
      )}
    </div>
  );
}

/** /temple-admin/gallery: upload, caption, reorder and remove the temple's photos. */
export function GalleryPage() {
  const m = useMessages(galleryMessages);
  return <TemplePage heading={m.heading}>{(temple) => <Gallery temple={temple} />}</TemplePage>;
}
