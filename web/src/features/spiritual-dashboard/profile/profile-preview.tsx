import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { splitList, type ProfileValues } from "./profile-schema";

/** The profile as devotees will see it on /connect, drawn from the form as it is typed. */
export function ProfilePreview({
  values,
  kind,
}: {
  values: ProfileValues;
  kind: "guru" | "pujari";
}) {
  const specialisations = splitList(values.specialisations);
  const languages = splitList(values.languages);
  const place = [values.city, values.service_area].filter((part) => part.trim()).join(" · ");
  return (
    <section aria-labelledby="profile-preview-title" className="min-w-0">
      <Card>
        <CardHeader>
          <CardTitle as="h2" id="profile-preview-title">
            Preview: how devotees see you
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
              <p className="text-lg font-bold wrap-break-word">
                {values.display_name || "Your name"}
              </p>
              <p className="text-sm text-muted-foreground">
                {kind === "guru" ? "Guru" : "Pujari"}
                {values.years_experience && ` · ${values.years_experience} years of experience`}
              </p>
            </div>
          </div>
          {place && <p className="text-sm">{place}</p>}
          {specialisations.length > 0 && (
            <ul aria-label="Specialisations" className="flex flex-wrap gap-2">
              {specialisations.map((entry) => (
                <li key={entry}>
                  <Badge variant="secondary">{entry}</Badge>
                </li>
              ))}
            </ul>
          )}
          {languages.length > 0 && <p className="text-sm">Speaks {languages.join(", ")}</p>}
          <p className="text-sm wrap-break-word whitespace-pre-line">
            {values.bio || "Your introduction appears here."}
          </p>
          {values.slug && <p className="text-sm text-muted-foreground">/connect/{values.slug}</p>}
        </CardContent>
      </Card>
    </section>
  );
}
