// Signing up and in with a mobile number through the dialog, against the real server in-process
// (PGlite), through the real auth store and supabase-js. The code is read from the server's
// outbox, where SMS land when no provider is set.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setLocale } from "@/lib/i18n/locale-store";
import { type AuthStore, createAuthStore } from "../auth-store";
import { PENDING_ROLE_KEY } from "../pending-role";
import { renderWithStore } from "../testing/auth-test-utils";
import { startPhoneServer, uniqueIndianMobile } from "../testing/phone-server";
import { AuthDialogHost } from "./auth-dialog-host";

let harness: Awaited<ReturnType<typeof startPhoneServer>>;
const stores: AuthStore[] = [];

beforeAll(async () => {
  harness = await startPhoneServer();
}, 60_000);
afterEach(async () => {
  for (const store of stores.splice(0)) store.dispose();
  vi.restoreAllMocks();
  await setLocale("en");
});
afterAll(async () => {
  await harness?.server.close();
});

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** The dialog at `path` over a real store whose supabase-js client talks to the server. */
function setup(path: string) {
  const client = harness.server.createClient();
  const storage = memoryStorage();
  const store = createAuthStore({
    loadClient: async () => client,
    storage,
    startsSignedIn: false,
    logError: () => undefined,
  });
  stores.push(store);
  const user = userEvent.setup();
  renderWithStore(<AuthDialogHost />, store, path);
  return { client, storage, store, user };
}

/** Moves this page's clock (the countdown reads it) `seconds` ahead of the real one. */
function movePageClock() {
  const realNow = Date.now.bind(Date);
  let offset = 0;
  vi.spyOn(Date, "now").mockImplementation(() => realNow() + offset);
  return (seconds: number) => (offset += seconds * 1000);
}

/** The way switch's button, once the dialog's code (loaded on opening) has arrived. */
const findWaySwitch = (name: string) => screen.findByRole("button", { name });

const grouped = (number: string) => `+91 ${number.slice(0, 5)} ${number.slice(5)}`;

/** A 6-digit code that is certainly not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("signing up with a mobile number", () => {
  it("texts a code, refuses a wrong one, and signs up with the chosen role", async () => {
    const { client, storage, store, user } = setup("/?auth=sign-up");
    await user.click(await findWaySwitch("Mobile number"));
    expect(screen.getByRole("button", { name: "Mobile number" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getByLabelText("Country code")).toHaveValue("91");
    const number = uniqueIndianMobile();
    await user.type(screen.getByLabelText("Full name"), "Meera Joshi");
    await user.type(screen.getByLabelText("Mobile number"), number);
    await user.click(screen.getByRole("radio", { name: "Pujari / Pandit" }));
    await user.click(screen.getByRole("button", { name: "Send code" }));

    expect(
      await screen.findByText(`We have sent a 6-digit code by SMS to ${grouped(number)}.`),
    ).toBeVisible();
    const codeField = screen.getByLabelText("6-digit code");
    expect(codeField).toHaveAttribute("inputmode", "numeric");
    expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
    await waitFor(() => expect(codeField).toHaveFocus());
    expect(screen.getByRole("button", { name: /^Send a new code in \d+ s$/ })).toBeDisabled();

    const code = await harness.lastCodeTo(`+91${number}`);
    await user.type(codeField, otherThan(code));
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(
      await screen.findByText(
        "This code is not right, or it has expired. Check the SMS and type its code, or ask for a new one.",
      ),
    ).toBeVisible();
    expect(codeField).toHaveValue("");
    expect(codeField).toHaveFocus();

    await user.type(codeField, code);
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/);
    // The role picked on the form is added after sign-in, as for an e-mail sign-up.
    await waitFor(() => expect(store.getSnapshot().primaryRole).toBe("pujari"));
    expect(storage.getItem(PENDING_ROLE_KEY)).toBeNull();
    const { data } = await client.auth.getUser();
    expect(data.user).toMatchObject({
      phone: `91${number}`,
      user_metadata: { full_name: "Meera Joshi" },
    });
  }, 20_000);

  it("checks the number before sending anything", async () => {
    const { store, user } = setup("/?auth=sign-up");
    const send = vi.spyOn(store, "sendPhoneSignInCode");
    await user.click(await findWaySwitch("Mobile number"));
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(screen.getByLabelText("Full name")).toHaveAccessibleDescription(
      "Please enter your full name.",
    );
    expect(screen.getByText("Please enter your mobile number.")).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText("Full name")).toHaveFocus());

    await user.type(screen.getByLabelText("Full name"), "Meera Joshi");
    await user.type(screen.getByLabelText("Mobile number"), "51234 56789");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(
      screen.getByText("Enter the 10-digit mobile number, starting with 6, 7, 8 or 9."),
    ).toBeVisible();

    await user.selectOptions(screen.getByLabelText("Country code"), "44");
    await user.clear(screen.getByLabelText("Mobile number"));
    await user.type(screen.getByLabelText("Mobile number"), "12345");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(
      screen.getByText("Enter the mobile number without the country code: 6 to 14 digits."),
    ).toBeVisible();
    expect(send).not.toHaveBeenCalled();
  });
});

describe("signing in with a mobile number", () => {
  it("tells an unknown number to sign up, and signs a returning number in", async () => {
    const number = uniqueIndianMobile();
    const owner = harness.server.createClient();
    await owner.auth.signInWithOtp({ phone: `+91${number}` });
    const first = await owner.auth.verifyOtp({
      phone: `+91${number}`,
      token: await harness.lastCodeTo(`+91${number}`),
      type: "sms",
    });
    expect(first.error).toBeNull();
    // Past the server's wait between two codes to one number.
    harness.server.clock.advance(61);

    const { store, user } = setup("/?auth=sign-in");
    await user.click(await findWaySwitch("Mobile number"));
    await user.type(screen.getByLabelText("Mobile number"), uniqueIndianMobile());
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(
      await screen.findByText("No account uses this mobile number yet. Sign up instead."),
    ).toBeVisible();

    await user.clear(screen.getByLabelText("Mobile number"));
    await user.type(screen.getByLabelText("Mobile number"), number);
    await user.click(screen.getByRole("button", { name: "Send code" }));
    await user.type(
      await screen.findByLabelText("6-digit code"),
      await harness.lastCodeTo(`+91${number}`),
    );
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(store.getSnapshot().user?.id).toBe(first.data.user?.id));
  }, 20_000);

  it("offers a new code when the countdown ends, and waits as long as the server asks", async () => {
    const number = uniqueIndianMobile();
    const { store, user } = setup("/?auth=sign-up");
    const movePage = movePageClock();
    await user.click(await findWaySwitch("Mobile number"));
    await user.type(screen.getByLabelText("Full name"), "Asha Devi");
    await user.type(screen.getByLabelText("Mobile number"), number);
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByRole("button", { name: "Send a new code in 30 s" })).toBeDisabled();
    const firstCode = await harness.lastCodeTo(`+91${number}`);

    // 30 s on this page, but the server (still at its own second 0) wants 60 between codes.
    movePage(31);
    await user.click(await screen.findByRole("button", { name: "Send a new code" }));
    expect(
      await screen.findByText("Please wait a little before asking for another code."),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Send a new code in 60 s" })).toBeDisabled();

    harness.server.clock.advance(61);
    movePage(61);
    await user.click(await screen.findByRole("button", { name: "Send a new code" }));
    // The status line is always there (empty until a code is sent again): wait for its words.
    expect(await screen.findByText("A new code is on its way.")).toHaveAttribute("role", "status");
    const secondCode = await harness.lastCodeTo(`+91${number}`);
    // A code sent again replaces the one before it.
    if (secondCode !== firstCode) {
      await user.type(screen.getByLabelText("6-digit code"), firstCode);
      await user.click(screen.getByRole("button", { name: "Verify" }));
      expect(await screen.findByText(/^This code is not right/)).toBeVisible();
    }
    await user.type(screen.getByLabelText("6-digit code"), secondCode);
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(store.getSnapshot().user?.phone).toBe(`91${number}`));
  }, 20_000);
});

describe("in Hindi", () => {
  it("speaks Hindi in the dialog, the way switch and the checks", async () => {
    await setLocale("hi");
    const { user } = setup("/?auth=sign-in");
    const way = await findWaySwitch("मोबाइल नंबर");
    expect(screen.getByRole("dialog", { name: "भक्ति सेतु में आपका स्वागत है" })).toBeVisible();
    expect(screen.getByRole("tab", { name: "साइन इन", selected: true })).toBeVisible();
    await user.click(way);
    await user.click(screen.getByRole("button", { name: "OTP भेजें" }));
    expect(screen.getByText("कृपया अपना मोबाइल नंबर लिखें।")).toBeVisible();
    expect(screen.getByLabelText("देश का कोड")).toHaveDisplayValue("+91 भारत");
  });
});
