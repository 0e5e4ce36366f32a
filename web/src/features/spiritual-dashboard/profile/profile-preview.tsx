import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useMessages } from "@/lib/i18n/use-messages";
import { profileMessages } from "./messages";
import { splitList, type ProfileValues } from "./profile-schema";

/** The profile as devotees will see it on /connect, drawn from the form as it is typed. */
export function ProfilePreview({
  values,
  kind,
}: {
  values: ProfileValues;
  kind: "guru" | "pujari";
}) {
  const m = useMessages(profileMessages).preview;
  const specialisations = splitList(values.specialisations);
  const languages = splitList(values.languages);
  const place = [values.city, values.service_area].filter((part) => part.trim()).join(" · ");
  return (
    <section aria-labelledby="profile-preview-title" className="min-w-0">
      <Card>
        <CardHeader>
          <CardTitle as="h2" id="profile-preview-title">
            {m.heading}
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <div className="flex items-center gap-3">
            {values.photo_path.startsWith("/") ? (
              <img
                src={values.photo_path}
                alt=""
                className="size-16 shrink-0 rounded-full object-cover"
              />
            ) : null}
            <div className="min-w-0">
              {values.display_name ? (
                <p className="text-lg font-bold wrap-break-word" translate="no">
                  {values.display_name}
                </p>
              ) : (
                <p className="text-lg font-bold wrap-break-word">{m.yourName}</p>
              )}
              <p className="text-sm text-muted-foreground">
                {kind === "guru" ? m.guru : m.pujari}
                {values.years_experience && m.years(values.years_experience)}
              </p>
            </div>
          </div>
          {place && (
            <p className="text-sm" data-user-content>
              {place}
            </p>
          )}
          {specialisations.length > 0 && (
            <ul aria-label={m.specialisations} className="flex flex-wrap gap-2" data-user-content>
              {specialisations.map((entry) => (
                <li key={entry}>
                  <Badge variant="secondary">{entry}</Badge>
                </li>
              ))}
            </ul>
          )}
          {languages.length > 0 && (
            <p className="text-sm">
              {m.speaks} <span data-user-content>{languages.join(", ")}</span>
            </p>
          )}
          {values.bio ? (
            <p className="text-sm wrap-break-word whitespace-pre-line" data-user-content>
              {values.bio}
            </p>
          ) : (
            <p className="text-sm">{m.bio}</p>
          )}
          {values.slug && (
            <p className="text-sm text-muted-foreground" translate="no">
              /connect/{values.slug}
            </p>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
