// @vitest-environment node
// /connect's keyset pages against the real server in-process: paging with "Load more" returns
// every listed provider once, in the order one unpaged read gives, across tied and missing values,
// real providers first and the examples after them.
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createConfirmedUser, startTestServer, type TestServer } from "@/testing/start-test-server";
import { expectPagesMatchWhole, readEveryPage } from "@/testing/read-every-page";
import type { ProviderFilters } from "../schemas";
import { fetchProviders, type ProviderCursor } from "./list-providers";

const client = vi.hoisted(() => ({ current: null as SupabaseClient | null }));
vi.mock("@/lib/supabase", () => ({ getSupabase: async () => client.current }));

const COUNT = 27;
/** Examples rated and priced to lead every order, were they not put after the real providers. */
const EXAMPLES = 3;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  const admin = server.createAdminClient();
  for (let i = 0; i < COUNT + EXAMPLES; i++) {
    const isExample = i >= COUNT;
    const user = await createConfirmedUser(admin, "pujari");
    const { data, error } = await admin
      .from("providers")
      .insert({
        user_id: user.id,
        kind: "pujari",
        slug: `keyset-${i}-${user.id.slice(0, 8)}`,
        display_name: `Keyset Pandit ${i}`,
        verification_status: "verified",
        is_sample: isExample,
        // Ties, and some without a rating, so pages break inside a tie and at the nulls.
        rating: isExample ? 4.9 : i % 4 === 0 ? null : [4.5, 4.5, 4.0][i % 3],
      })
      .select("id")
      .single();
    if (error) throw error;
    if (i % 5 === 0 && !isExample) continue;
    const offering = await admin.from("offerings").insert({
      provider_id: (data as { id: string }).id,
      kind: "consultation",
      title: "Consultation",
      mode: "online",
      duration_minutes: 30,
      price_paise: isExample ? 100 : [50_000, 110_000, 110_000][i % 3],
    });
    if (offering.error) throw offering.error;
  }
  client.current = server.createClient();
}, 120_000);
afterAll(() => server?.close());

const readEveryProvider = (filters: ProviderFilters) =>
  readEveryPage(
    (cursor: ProviderCursor | null) => fetchProviders(filters, cursor),
    (page) => page.providers.map((provider) => provider.id),
  );

describe("fetchProviders", () => {
  it.each([
    ["rating", "rating", false],
    ["price_asc", "lowest_price_paise", true],
    ["price_desc", "lowest_price_paise", false],
  ] as const)(
    "pages by %s after the last row, as one unpaged read orders them",
    async (sort, column, ascending) => {
      const filters: ProviderFilters = { q: "Keyset Pandit", sort };
      const whole = await client
        .current!.from("provider_listings")
        .select("id")
        .ilike("display_name", "%Keyset Pandit%")
        .order("is_sample")
        .order(column, { ascending, nullsFirst: false })
        .order("id");
      const paged = await readEveryProvider(filters);
      expectPagesMatchWhole(paged, whole, COUNT + EXAMPLES);
      // The examples, though rated and priced to lead, come last.
      const last = await client
        .current!.from("provider_listings")
        .select("is_sample")
        .in("id", paged.ids.slice(-EXAMPLES));
      expect(last.data!.every((row) => row.is_sample)).toBe(true);
    },
  );

  it("keeps the filters on later pages", async () => {
    const { ids } = await readEveryProvider({
      q: "Keyset Pandit",
      sort: "price_asc",
      minPrice: 1000,
    });
    // Only those whose lowest price is ₹1,100 or more: a third of those with an offering.
    const expected = Array.from({ length: COUNT }, (_, i) => i).filter(
      (i) => i % 5 !== 0 && i % 3 !== 0,
    );
    // The examples' ₹1 offerings are below the filter.
    expect(ids).toHaveLength(expected.length);
  });
});
