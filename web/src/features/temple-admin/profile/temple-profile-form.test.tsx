// The temple's profile form helps the trustee instead of fighting them: the receipt-prefix hint
// is a prefix its rule accepts, a longer one is said, not cut; a map link is completed; and a new
// profile is said to be created, not sent for verification.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "@/lib/i18n/locale-store";
import { renderWithQuery } from "@/testing/render-with-query";
import { TempleProfileForm } from "./temple-profile-form";

const toast = vi.hoisted(() => vi.fn());
const mutateAsync = vi.hoisted(() => vi.fn());
vi.mock("@/components/ui/use-toast", () => ({ toast }));
vi.mock("./save-temple-profile", () => ({ useSaveTempleProfile: () => ({ mutateAsync }) }));

beforeEach(() => {
  toast.mockReset();
  mutateAsync.mockReset().mockResolvedValue(undefined);
});
afterEach(async () => {
  await setLocale("en");
});

async function fillName() {
  await userEvent.type(screen.getByLabelText("Temple name"), "Kashi Vishwanath Mandir");
}

describe("TempleProfileForm", () => {
  it("says a new profile is created and what comes next, not that it was sent", async () => {
    renderWithQuery(<TempleProfileForm temple={null} userId="u1" />);
    await fillName();
    await userEvent.click(screen.getByRole("button", { name: "Create profile" }));
    expect(toast).toHaveBeenCalledWith({
      title: "Profile created",
      description: expect.stringMatching(/^Next, send the temple's documents for verification/),
    });
    expect(toast).not.toHaveBeenCalledWith(
      expect.objectContaining({ title: "Submitted for verification" }),
    );
  });

  it("hints a prefix its rule accepts, and says a longer one is too long instead of cutting it", async () => {
    renderWithQuery(<TempleProfileForm temple={null} userId="u1" />);
    const prefix = screen.getByLabelText("Receipt prefix");
    expect(prefix).toHaveAccessibleDescription(
      "Up to 10 letters or digits, no spaces or slashes. With KVM receipts are numbered KVM/2026-27/000001.",
    );
    await fillName();
    await userEvent.type(prefix, "KVM/2026-27/000001");
    expect(prefix).toHaveValue("KVM/2026-27/000001");
    await userEvent.click(screen.getByRole("button", { name: "Create profile" }));
    expect(prefix).toHaveAccessibleDescription(/Use up to 10 letters or digits, no spaces/);
    expect(mutateAsync).not.toHaveBeenCalled();

    await userEvent.clear(prefix);
    await userEvent.type(prefix, "kvm");
    await userEvent.click(screen.getByRole("button", { name: "Create profile" }));
    expect(mutateAsync).toHaveBeenCalledWith(
      expect.objectContaining({ values: expect.objectContaining({ receipt_prefix: "KVM" }) }),
    );
  });

  it("completes a map link pasted without https://", async () => {
    renderWithQuery(<TempleProfileForm temple={null} userId="u1" />);
    await fillName();
    const map = screen.getByLabelText("Map link");
    await userEvent.type(map, "maps.app.goo.gl/Kashi123");
    await userEvent.tab();
    expect(map).toHaveValue("https://maps.app.goo.gl/Kashi123");
    await userEvent.clear(map);
    await userEvent.type(map, "http://maps.example/kashi");
    await userEvent.click(screen.getByRole("button", { name: "Create profile" }));
    expect(mutateAsync).toHaveBeenCalledWith(
      expect.objectContaining({
        values: expect.objectContaining({ map_url: "https://maps.example/kashi" }),
      }),
    );
  });

  it("still refuses what is no web link", async () => {
    renderWithQuery(<TempleProfileForm temple={null} userId="u1" />);
    await fillName();
    await userEvent.type(screen.getByLabelText("Map link"), "javascript:alert(1)");
    await userEvent.click(screen.getByRole("button", { name: "Create profile" }));
    expect(screen.getByLabelText("Map link")).toHaveAccessibleDescription(
      /Paste the temple's link from a map service/,
    );
    expect(mutateAsync).not.toHaveBeenCalled();
  });

  it("says the prefix's limit and the created profile in Hindi", async () => {
    await setLocale("hi");
    renderWithQuery(<TempleProfileForm temple={null} userId="u1" />);
    expect(screen.getByLabelText("रसीद का आरंभिक कोड")).toHaveAccessibleDescription(
      /^अधिकतम 10 अंग्रेज़ी अक्षर या अंक, बिना स्पेस या स्लैश के।/,
    );
    await userEvent.type(screen.getByLabelText("मंदिर का नाम"), "Kashi Vishwanath Mandir");
    await userEvent.click(screen.getByRole("button", { name: "प्रोफ़ाइल बनाएँ" }));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "प्रोफ़ाइल बन गई" }));
  });
});
