import { queryOptions, useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { useMessages } from "@/lib/i18n/use-messages";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { TitledSection } from "@/components/titled-section";
import { exploreMessages } from "../messages";

/** The verified gurus and pujaris who serve at the temple; nothing when there are none. */
export function TempleGurus({ templeId }: { templeId: string }) {
  const m = useMessages(exploreMessages);
  const gurus = useQuery(
    queryOptions({
      queryKey: ["temple-gurus", templeId] as const,
      queryFn: async () => {
        const supabase = await getSupabase();
        return throwOnServerError(
          await supabase
            .from("temple_providers")
            .select("provider_id, providers(display_name, slug, kind)")
            .eq("temple_id", templeId)
            .eq("status", "accepted"),
        );
      },
    }),
  );
  if (!gurus.data?.length) return null;
  return (
    <TitledSection
      title={m.templeGurus}
      titleClassName="text-xl font-semibold"
      className="space-y-2"
    >
      <ul className="flex flex-wrap gap-3">
        {gurus.data.map((row) => (
          <li key={row.provider_id}>
            <Link
              to={paths.connectProvider.href(row.providers.slug)}
              className="inline-flex min-h-11 items-center rounded-md border border-border px-3 underline-offset-4 hover:underline"
            >
              <span translate="no">{row.providers.display_name}</span> ·{" "}
              {m.providerKinds[row.providers.kind]}
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
