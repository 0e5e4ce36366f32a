// /temples against the real server in-process (RLS on PGlite): the provider's invitation is
// accepted through rpc respond_to_temple_invitation and moves to the temples they serve at.
import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "@/lib/i18n/locale-store";
import { renderWithQuery } from "@/testing/render-with-query";
import { createConfirmedUser } from "@/testing/start-test-server";
import { TemplesPage } from "./temples-page";
import { domTestServerForFile } from "@/testing/dom-test-server-for-file";

const client = vi.hoisted(() => ({ current: null as SupabaseClient | null }));
vi.mock("@/lib/supabase", () => ({ getSupabase: async () => client.current }));
const toast = vi.hoisted(() => vi.fn());
vi.mock("@/components/ui/use-toast", () => ({ toast }));

const server = domTestServerForFile();
afterEach(async () => {
  toast.mockReset();
  setOnline(true);
  await setLocale("en");
});

function setOnline(isOnline: boolean) {
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => isOnline });
  act(() => {
    window.dispatchEvent(new Event(isOnline ? "online" : "offline"));
  });
}

/** A signed-in pujari with a provider row at `status`; returns their user id and provider id. */
async function signInPujari(status: "verified" | "pending" = "verified") {
  const admin = server.createAdminClient();
  const user = await createConfirmedUser(admin, "pujari");
  await admin.from("user_roles").insert({ user_id: user.id, role: "pujari", is_primary: true });
  const suffix = randomUUID().slice(0, 8);
  const { data: provider, error } = await admin
    .from("providers")
    .insert({
      user_id: user.id,
      kind: "pujari",
      slug: `pandit-${suffix}`,
      display_name: `Pandit ${suffix}`,
      verification_status: status,
    })
    .select("id")
    .single();
  if (error) throw error;
  client.current = server.createClient();
  const signedIn = await client.current.auth.signInWithPassword(user);
  if (signedIn.error) throw signedIn.error;
  return { userId: user.id, providerId: (provider as { id: string }).id };
}

async function inviteTo(providerId: string, name: string, status = "invited") {
  const admin = server.createAdminClient();
  const slug = `temple-${randomUUID().slice(0, 8)}`;
  const { data: temple, error } = await admin
    .from("temples")
    .insert({ slug, name, verification_status: "verified" })
    .select("id")
    .single();
  if (error) throw error;
  const link = await admin
    .from("temple_providers")
    .insert({ temple_id: (temple as { id: string }).id, provider_id: providerId, status });
  if (link.error) throw link.error;
  return slug;
}

describe("TemplesPage", () => {
  it("says so when there is nothing yet, in both lists", async () => {
    const { userId } = await signInPujari();
    renderWithQuery(<TemplesPage />, { userId });
    expect(screen.getByRole("status")).toHaveTextContent("Loading temple invitations");
    expect(await screen.findByText("No invitations are waiting for an answer.")).toBeVisible();
    expect(screen.getByText(/You do not serve at a temple yet/)).toBeVisible();
  });

  it("accepts an invitation, which moves to the temples served at, linked to its page", async () => {
    const { userId, providerId } = await signInPujari();
    const slug = await inviteTo(providerId, "Shri Ram Mandir");
    await inviteTo(providerId, "Kashi Vishwanath", "accepted");
    const user = userEvent.setup();
    renderWithQuery(<TemplesPage />, { userId });
    const invitations = await screen.findByRole("region", { name: "Invitations" });
    const serving = screen.getByRole("region", { name: "Temples you serve at" });
    await within(invitations).findByRole("link", { name: "Shri Ram Mandir" });
    expect(within(serving).getByRole("link", { name: "Kashi Vishwanath" })).toBeVisible();
    expect(
      within(invitations).getByRole("button", { name: "Decline Shri Ram Mandir" }),
    ).toBeVisible();

    await user.click(within(invitations).getByRole("button", { name: "Accept Shri Ram Mandir" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: "You now serve at Shri Ram Mandir" }),
    );
    const joined = await within(serving).findByRole("link", { name: "Shri Ram Mandir" });
    expect(joined).toHaveAttribute("href", `/explore/${slug}`);
    expect(
      within(invitations).getByText("No invitations are waiting for an answer."),
    ).toBeVisible();
    expect(within(serving).getByRole("button", { name: "Leave Shri Ram Mandir" })).toBeVisible();
  });

  it("declines an invitation, which leaves both lists", async () => {
    const { userId, providerId } = await signInPujari();
    await inviteTo(providerId, "Hanuman Garhi");
    const user = userEvent.setup();
    renderWithQuery(<TemplesPage />, { userId });
    await user.click(await screen.findByRole("button", { name: "Decline Hanuman Garhi" }));
    await waitFor(() =>
      expect(screen.queryByRole("link", { name: "Hanuman Garhi" })).not.toBeInTheDocument(),
    );
  });

  it("offline, shows the list it has read-only and says why", async () => {
    const { userId, providerId } = await signInPujari();
    await inviteTo(providerId, "Govind Dev Ji");
    renderWithQuery(<TemplesPage />, { userId });
    await screen.findByRole("button", { name: "Accept Govind Dev Ji" });
    setOnline(false);
    expect(screen.getByRole("status")).toHaveTextContent("You are offline.");
    expect(screen.getByRole("link", { name: "Govind Dev Ji" })).toBeVisible();
    expect(screen.queryByRole("button", { name: /Accept/ })).not.toBeInTheDocument();
  });

  it("shows a failed read with Retry", async () => {
    const { userId } = await signInPujari();
    const signedIn = client.current!;
    // A client whose requests fail as an unreachable server's do.
    client.current = server.createClient();
    client.current.from = ((table: string) =>
      table === "temple_providers"
        ? ({
            select: () => {
              throw new TypeError("Failed to fetch");
            },
          } as never)
        : signedIn.from(table)) as typeof signedIn.from;
    renderWithQuery(<TemplesPage />, { userId });
    expect(await screen.findByRole("button", { name: "Retry" })).toBeVisible();
    expect(screen.getByRole("alert")).toBeVisible();
  });

  it("asks an unverified provider to finish their profile first", async () => {
    const { userId } = await signInPujari("pending");
    renderWithQuery(<TemplesPage />, { userId });
    expect(
      await screen.findByText("Temples can invite you once your profile is verified."),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Open your profile" })).toHaveAttribute(
      "href",
      "/profile",
    );
  });

  it("speaks Hindi", async () => {
    await setLocale("hi");
    const { userId, providerId } = await signInPujari();
    await inviteTo(providerId, "Shri Ram Mandir");
    renderWithQuery(<TemplesPage />, { userId });
    expect(await screen.findByRole("region", { name: "निमंत्रण" })).toBeVisible();
    expect(await screen.findByRole("button", { name: "स्वीकार करें Shri Ram Mandir" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("मंदिर");
  });
});
