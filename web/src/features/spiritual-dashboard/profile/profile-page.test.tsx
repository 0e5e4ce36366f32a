import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithQuery } from "@/testing/render-with-query";
import type { MyProvider } from "../api/get-my-provider";
import { ProfilePage } from "./profile-page";
import { fixture } from "@/testing/fixture";

// The page's states from its data hooks' states; the requests themselves run against the real
// server in e2e/specs/provider-practice.spec.ts.
const useMyProvider = vi.hoisted(() => vi.fn());
const mutateAsync = vi.hoisted(() => vi.fn());
const toast = vi.hoisted(() => vi.fn());
vi.mock("@/components/ui/use-toast", () => ({ toast }));
vi.mock("../api/get-my-provider", () => ({ useMyProvider }));
vi.mock("../temples/temple-invitations", () => ({
  TempleInvitations: () => <p>Temple invitations</p>,
}));
vi.mock("./save-provider-profile", () => ({ useSaveProviderProfile: () => ({ mutateAsync }) }));

// The app places the verification panel, the reviews and the two-factor card (each tested in its
// own feature); here they are stand-ins.
const page = (
  <ProfilePage
    verificationPanel={(subject) => (
      <p>Verification panel: {subject ? subject.verification_status : "no profile"}</p>
    )}
    receivedReviews={() => null}
    twoFactorSettings={null}
  />
);

const provider = fixture<MyProvider>({
  id: "p1",
  kind: "pujari",
  slug: "pandit-ravi",
  display_name: "Pandit Ravi",
  bio: "Vedic rituals for families.",
  specialisations: ["Griha Pravesh"],
  languages: ["Hindi", "Sanskrit"],
  city: "Varanasi",
  service_area: "Varanasi and Sarnath",
  years_experience: 12,
  upi_id: "ravi@upi",
  photo_path: null,
  photo_alt: null,
  time_zone: "Asia/Kolkata",
  buffer_minutes: 15,
  booking_horizon_days: 60,
  verification_status: "pending",
  rejection_reason: null,
  verified_at: null,
  rating: null,
});

function state(overrides: Record<string, unknown>) {
  return { isPending: false, isError: false, refetch: vi.fn(), data: null, ...overrides };
}

beforeEach(() => {
  useMyProvider.mockReset();
  mutateAsync.mockReset();
  toast.mockReset();
});

describe("ProfilePage", () => {
  it("says it is loading", () => {
    useMyProvider.mockReturnValue(state({ isPending: true, data: undefined }));
    renderWithQuery(page);
    expect(screen.getByRole("status")).toHaveTextContent("Loading your profile");
  });

  it("shows a failed read with a Retry that reads again", async () => {
    const refetch = vi.fn();
    useMyProvider.mockReturnValue(state({ isError: true, error: {}, refetch }));
    renderWithQuery(page);
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(refetch).toHaveBeenCalled();
  });

  it("with no profile yet names the first step and previews what is typed", async () => {
    useMyProvider.mockReturnValue(state({ data: null }));
    renderWithQuery(page);
    expect(screen.getByText("Verification panel: no profile")).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText("Display name"));
    await userEvent.type(screen.getByLabelText("Display name"), "Pandit Mohan");
    await userEvent.type(screen.getByLabelText(/^Specialisations/), "Katha, Havan");
    const preview = screen.getByRole("region", { name: /how devotees see you/ });
    expect(preview).toHaveTextContent("Pandit Mohan");
    expect(preview).toHaveTextContent("Katha");
    expect(preview).toHaveTextContent("Havan");
  });

  it("refuses a malformed address and shows a taken one as a clash on the field", async () => {
    useMyProvider.mockReturnValue(state({ data: null }));
    mutateAsync.mockRejectedValue({ code: "23505", message: "duplicate key" });
    renderWithQuery(page);
    await userEvent.type(screen.getByLabelText("Display name"), "Pandit Mohan");
    const slug = screen.getByLabelText(/^Public address/);
    await userEvent.type(slug, "Pandit Mohan");
    await userEvent.click(screen.getByRole("button", { name: "Create profile" }));
    expect(slug).toHaveAccessibleDescription(/lower-case letters, digits and single hyphens/i);
    expect(mutateAsync).not.toHaveBeenCalled();

    await userEvent.clear(slug);
    await userEvent.type(slug, "pandit-mohan");
    await userEvent.click(screen.getByRole("button", { name: "Create profile" }));
    expect(await screen.findByText(/Another profile already uses "pandit-mohan"/)).toBeVisible();
    expect(slug).toHaveAttribute("aria-invalid", "true");
  });

  it("says a created profile is created, not sent for verification before any document", async () => {
    useMyProvider.mockReturnValue(state({ data: null }));
    mutateAsync.mockResolvedValue(undefined);
    renderWithQuery(page);
    await userEvent.type(screen.getByLabelText("Display name"), "Pandit Mohan");
    await userEvent.type(screen.getByLabelText(/^Public address/), "pandit-mohan");
    await userEvent.click(screen.getByRole("button", { name: "Create profile" }));
    expect(toast).toHaveBeenCalledWith({
      title: "Profile created",
      description: expect.stringMatching(/^Next, send your documents for verification/),
    });
  });

  it("says a pending profile is visible only to its owner and keeps the address fixed", () => {
    useMyProvider.mockReturnValue(state({ data: provider() }));
    renderWithQuery(page);
    expect(screen.getByText("Verification panel: pending")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Public address/)).toHaveAttribute("readonly");
    expect(screen.getByRole("button", { name: "Save profile" })).toBeEnabled();
  });
});
