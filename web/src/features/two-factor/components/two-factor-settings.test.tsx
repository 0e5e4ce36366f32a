// The settings card against the real server in-process (Supabase Auth's factors on PGlite)
// through a real supabase-js client: turning on with a code computed from the key on screen,
// a wrong code in words, turning off, and a password-only session typing a code to turn off.
import type { SupabaseClient } from "@supabase/supabase-js";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { formatDate, indiaDateOf } from "@/lib/format";
import { renderWithQuery } from "@/testing/render-with-query";
import {
  createSignedInUser,
  enrolFactor,
  ignoreMultipleClientWarning,
  signInWithPassword,
  startTwoFactorServer,
} from "../testing/two-factor-server";
import { TwoFactorSettings } from "./two-factor-settings";

const client = vi.hoisted(() => ({ current: null as SupabaseClient | null }));
vi.mock("@/lib/supabase", () => ({ getSupabase: async () => client.current }));
const admin = vi.hoisted(() => ({ current: false }));
vi.mock("@/lib/auth/platform-admin", () => ({ useIsPlatformAdmin: () => admin.current }));

let harness: Awaited<ReturnType<typeof startTwoFactorServer>>;

beforeAll(async () => {
  harness = await startTwoFactorServer();
}, 60_000);

beforeEach(ignoreMultipleClientWarning);

afterAll(async () => {
  await harness?.server.close();
});

function card() {
  return within(
    screen.getByRole("heading", { name: "Two-factor sign-in" }).closest("div.rounded-lg")!,
  );
}

describe("TwoFactorSettings", () => {
  it("turns on with the app's code, says a wrong code in words, and turns off", async () => {
    const { server, codeFor, wrongCodeFor, nextStep } = harness;
    client.current = (await createSignedInUser(server)).client;
    const user = userEvent.setup();
    renderWithQuery(<TwoFactorSettings />);

    expect(await screen.findByText("Off.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Turn on" }));

    const qr = await screen.findByRole("img", { name: "QR code for your authenticator app" });
    expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    expect(qr).toHaveAttribute("width");
    const shown = card().getByText(/^[A-Z2-7]{4}( [A-Z2-7]{4})+$/).textContent!;
    const secret = shown.replace(/ /g, "");
    expect(secret).toHaveLength(32);
    const field = screen.getByLabelText("6-digit code");
    expect(field).toHaveAttribute("inputmode", "numeric");
    expect(field).toHaveAttribute("autocomplete", "one-time-code");

    await user.type(field, "12345");
    await user.click(screen.getByRole("button", { name: "Check code and turn on" }));
    expect(await screen.findByText(/Type the 6 digits your app shows/)).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, wrongCodeFor(secret));
    await user.click(screen.getByRole("button", { name: "Check code and turn on" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "That code did not match. Check the time on your phone and type the newest code.",
    );
    expect(field).toHaveValue("");

    // Typed as some apps show it, "123 456".
    const code = codeFor(secret);
    await user.type(field, `${code.slice(0, 3)} ${code.slice(3)}`);
    await user.click(screen.getByRole("button", { name: "Check code and turn on" }));
    const since = formatDate(indiaDateOf(server.clock.now()));
    expect(await screen.findByText(`On since ${since}.`)).toBeInTheDocument();
    const { data: level } = await client.current.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level?.currentLevel).toBe("aal2");

    nextStep();
    await user.click(screen.getByRole("button", { name: "Turn off" }));
    const dialog = screen.getByRole("dialog", { name: "Turn off two-factor sign-in?" });
    // This session passed a code: no second one is asked for.
    expect(within(dialog).queryByRole("textbox")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Turn off" }));
    expect(await screen.findByText("Off.")).toBeInTheDocument();
    const { data: factors } = await client.current.auth.mfa.listFactors();
    expect(factors?.all).toEqual([]);
  });

  it("clears a set-up left unfinished, so Turn on works again", async () => {
    const { server } = harness;
    client.current = (await createSignedInUser(server)).client;
    await client.current.auth.mfa.enroll({ factorType: "totp", friendlyName: "Authenticator app" });
    const user = userEvent.setup();
    renderWithQuery(<TwoFactorSettings />);
    await user.click(await screen.findByRole("button", { name: "Turn on" }));
    expect(
      await screen.findByRole("img", { name: "QR code for your authenticator app" }),
    ).toBeInTheDocument();
    const { data } = await client.current.auth.mfa.listFactors();
    expect(data?.all).toHaveLength(1);
  });

  it("asks a password-only session for a code before turning off", async () => {
    const { server, codeFor, wrongCodeFor, nextStep } = harness;
    const owner = await createSignedInUser(server);
    const { secret } = await enrolFactor(owner.client, codeFor);
    nextStep();
    client.current = await signInWithPassword(server, owner);
    const user = userEvent.setup();
    renderWithQuery(<TwoFactorSettings />);

    await user.click(await screen.findByRole("button", { name: "Turn off" }));
    const dialog = screen.getByRole("dialog", { name: "Turn off two-factor sign-in?" });
    const field = within(dialog).getByLabelText("6-digit code from your authenticator app");
    await user.click(within(dialog).getByRole("button", { name: "Turn off" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Type the 6 digits");

    await user.type(field, wrongCodeFor(secret));
    await user.click(within(dialog).getByRole("button", { name: "Turn off" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("alert")).toHaveTextContent("That code did not match."),
    );

    await user.type(field, codeFor(secret));
    await user.click(within(dialog).getByRole("button", { name: "Turn off" }));
    expect(await screen.findByText("Off.")).toBeInTheDocument();
    const { data } = await client.current.auth.mfa.listFactors();
    expect(data?.all).toEqual([]);
  });

  it("adds a backup authenticator, removes one of two, and keeps an administrator's last one", async () => {
    const { server, codeFor, nextStep } = harness;
    const owner = await createSignedInUser(server);
    await enrolFactor(owner.client, codeFor);
    nextStep();
    client.current = owner.client;
    admin.current = true;
    const user = userEvent.setup();
    renderWithQuery(<TwoFactorSettings />);

    // An administrator cannot turn it off; they change phones through a backup.
    await screen.findByRole("heading", { name: "Your authenticator apps" });
    expect(screen.queryByRole("button", { name: "Turn off" })).not.toBeInTheDocument();
    expect(screen.getByText(/^Administrators keep two-factor sign-in on\./)).toBeVisible();
    expect(screen.queryByRole("button", { name: /^Remove/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add a backup authenticator" }));
    await screen.findByRole("img", { name: "QR code for your authenticator app" });
    const secret = card()
      .getByText(/^[A-Z2-7]{4}( [A-Z2-7]{4})+$/)
      .textContent!.replace(/ /g, "");
    await user.type(screen.getByLabelText("6-digit code"), codeFor(secret));
    await user.click(screen.getByRole("button", { name: "Check code and turn on" }));
    expect(
      await screen.findByRole("button", { name: "Remove Backup authenticator" }),
    ).toBeVisible();
    const { data: both } = await owner.client.auth.mfa.listFactors();
    // Set up off screen without a name, the first is shown as "Authenticator app".
    expect(both?.totp.map((factor) => factor.friendly_name)).toEqual([
      undefined,
      "Backup authenticator",
    ]);

    nextStep();
    await user.click(screen.getByRole("button", { name: "Remove Authenticator app" }));
    const dialog = screen.getByRole("dialog", { name: "Remove Authenticator app?" });
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: /^Remove/ })).not.toBeInTheDocument(),
    );
    const { data: left } = await owner.client.auth.mfa.listFactors();
    expect(left?.totp.map((factor) => factor.friendly_name)).toEqual(["Backup authenticator"]);
    admin.current = false;
  });
});
