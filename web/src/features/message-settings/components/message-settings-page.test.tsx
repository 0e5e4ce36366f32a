// The message settings screen against the real server in-process (RLS on PGlite): it shows the
// defaults, saves through supabase-js, words the database's refusal, and speaks Hindi.
import type { SupabaseClient } from "@supabase/supabase-js";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "@/lib/i18n/locale-store";
import { renderWithQuery } from "@/testing/render-with-query";
import { createConfirmedUser } from "@/testing/start-test-server";
import { MessageSettingsPage } from "./message-settings-page";
import { domTestServerForFile } from "@/testing/dom-test-server-for-file";

const client = vi.hoisted(() => ({ current: null as SupabaseClient | null }));
vi.mock("@/lib/supabase", () => ({ getSupabase: async () => client.current }));
const toast = vi.hoisted(() => vi.fn());
vi.mock("@/components/ui/use-toast", () => ({ toast }));

const server = domTestServerForFile();
afterEach(async () => {
  toast.mockReset();
  await setLocale("en");
});

async function signIn(): Promise<string> {
  const user = await createConfirmedUser(server.createAdminClient(), "messages");
  client.current = server.createClient();
  const { data, error } = await client.current.auth.signInWithPassword(user);
  if (error) throw error;
  return data.user.id;
}

async function savedRow(userId: string) {
  const { data } = await server
    .createAdminClient()
    .from("message_preferences")
    .select("phone, sms_enabled, whatsapp_enabled, email_enabled, reminders")
    .eq("user_id", userId)
    .maybeSingle();
  return data;
}

describe("MessageSettingsPage", () => {
  it("starts from the defaults and saves SMS to a normalised number, then says so", async () => {
    const userId = await signIn();
    const user = userEvent.setup();
    renderWithQuery(<MessageSettingsPage />, { userId });
    expect(screen.getByRole("status")).toHaveTextContent("Loading your message settings");
    const sms = await screen.findByRole("checkbox", { name: "SMS" });
    expect(screen.getByRole("checkbox", { name: "E-mail" })).toBeChecked();
    expect(sms).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Reminders" })).toBeChecked();

    // SMS without a number is caught before anything is sent.
    await user.click(sms);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("textbox", { name: "Mobile number" })).toHaveAccessibleDescription(
      expect.stringContaining("Add a mobile number to receive SMS or WhatsApp messages."),
    );
    expect(await savedRow(userId)).toBeNull();

    await user.type(screen.getByRole("textbox", { name: "Mobile number" }), "098123 45678");
    await user.click(screen.getByRole("checkbox", { name: "Reminders" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: "Your message settings are saved" }),
    );
    expect(screen.getByRole("textbox", { name: "Mobile number" })).toHaveValue("+919812345678");
    expect(await savedRow(userId)).toEqual({
      phone: "+919812345678",
      sms_enabled: true,
      whatsapp_enabled: false,
      email_enabled: true,
      reminders: false,
    });
  });

  it("shows the database's refusal of a number, and no success", async () => {
    const userId = await signIn();
    const user = userEvent.setup();
    renderWithQuery(<MessageSettingsPage />, { userId });
    await user.click(await screen.findByRole("checkbox", { name: "WhatsApp" }));
    await user.type(screen.getByRole("textbox", { name: "Mobile number" }), "12345");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Enter a mobile number such as +91 98765 43210",
    );
    expect(toast).not.toHaveBeenCalled();
    expect(await savedRow(userId)).toBeNull();
  });

  it("says when the person's number replied STOP", async () => {
    const userId = await signIn();
    const admin = server.createAdminClient();
    await admin
      .from("message_preferences")
      .insert({ user_id: userId, phone: "+919812345670", sms_enabled: true });
    await admin.from("phone_opt_outs").insert({ phone: "+919812345670", channel: "sms" });
    renderWithQuery(<MessageSettingsPage />, { userId });
    expect(
      await screen.findByText(/You replied STOP on SMS, so nothing is sent there\./),
    ).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "SMS" })).toBeChecked();
  });

  it("shows a failed load with a way to retry", async () => {
    client.current = server.createClient();
    // A signed-out client asks for a row RLS closes to visitors.
    renderWithQuery(<MessageSettingsPage />, { userId: "00000000-0000-4000-8000-000000000000" });
    expect(await screen.findByRole("button", { name: "Retry" })).toBeInTheDocument();
  });

  it("speaks Hindi", async () => {
    const userId = await signIn();
    await setLocale("hi");
    const user = userEvent.setup();
    renderWithQuery(<MessageSettingsPage />, { userId });
    expect(await screen.findByRole("heading", { level: 1, name: "संदेश" })).toBeInTheDocument();
    await user.click(await screen.findByRole("checkbox", { name: "SMS" }));
    await user.type(screen.getByRole("textbox", { name: "मोबाइल नंबर" }), "98123 45678");
    await user.click(screen.getByRole("button", { name: "सहेजें" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: "आपकी संदेश सेटिंग सहेज दी गई है" }));
  }, 30_000);
});
