import { useMessages } from "@/lib/i18n/use-messages";
import { publicImageUrl } from "@/lib/public-data";
import { TitledSection } from "@/components/titled-section";
import { useTemplePhotos } from "../api/list-temple-photos";
import { exploreMessages } from "../messages";

/** The temple's photos, lazily loaded, scrolling sideways on a phone; nothing when it has none. */
export function TempleGalleryStrip({
  templeId,
  templeName,
}: {
  templeId: string;
  templeName: string;
}) {
  const m = useMessages(exploreMessages);
  const photos = useTemplePhotos(templeId);
  if (!photos.data?.length) return null;
  return (
    <TitledSection title={m.gallery} titleClassName="text-xl font-semibold" className="space-y-2">
      <ul className="flex snap-x gap-3 overflow-x-auto pb-2">
        {photos.data.map((photo, index) => (
          <li key={photo.id} className="w-64 shrink-0 snap-start">
            <figure className="grid gap-1">
              <img
                src={publicImageUrl("temple-media", photo.path)}
                alt={photo.caption || m.photoOf(index + 1, templeName)}
                translate="no"
                loading="lazy"
                className="aspect-[4/3] w-full rounded-md object-cover"
              />
              {photo.caption ? (
                <figcaption className="text-sm" data-user-content>
                  {photo.caption}
                </figcaption>
              ) : null}
            </figure>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
