import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "@/lib/i18n/locale-store";
import { OfferingMeetingEditor } from "./offering-meeting-editor";

// The choice and its checks in the browser; the database's own checks (https, not this site,
// only the host) run in server/src/platform/booking-meetings.test.ts.
const { fetchOfferingMeetingLink, setOfferingMeeting, toast } = vi.hoisted(() => ({
  fetchOfferingMeetingLink: vi.fn(),
  setOfferingMeeting: vi.fn(),
  toast: vi.fn(),
}));
vi.mock("@/lib/offering-meeting", async (original) => ({
  ...(await original<Record<string, unknown>>()),
  fetchOfferingMeetingLink,
  setOfferingMeeting,
}));
vi.mock("@/components/ui/use-toast", () => ({ toast }));

function renderWithQuery(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

afterEach(async () => {
  vi.clearAllMocks();
  await setLocale("en");
});

const editor = (mode: "online" | "offline" | "both" = "online") => (
  <OfferingMeetingEditor
    offeringId="o1"
    mode={mode}
    meetingKind="private_room"
    listKey={["my-offerings"]}
  />
);

describe("OfferingMeetingEditor", () => {
  it("says an offline offering happens at the address", () => {
    renderWithQuery(editor("offline"));
    expect(screen.getByText("Sessions: at the address (offline)")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("takes the host's own https link, refusing another, and says so once saved", async () => {
    fetchOfferingMeetingLink.mockResolvedValue(null);
    setOfferingMeeting.mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderWithQuery(editor());
    expect(screen.getByText(/A private video room for each booking/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Change how sessions happen" }));
    await user.click(screen.getByRole("radio", { name: "Your own video link" }));
    const link = await screen.findByLabelText("Video link");
    await user.type(link, "http://zoom.us/j/1");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Enter a link that starts with https://");
    expect(setOfferingMeeting).not.toHaveBeenCalled();
    await user.clear(link);
    await user.type(link, "https://zoom.us/j/1");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(setOfferingMeeting).toHaveBeenCalledWith(
      { offeringId: "o1", kind: "video_link", link: "https://zoom.us/j/1" },
      expect.anything(),
    );
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: "Saved how sessions happen" }));
  });

  it("chooses a phone call in Hindi", async () => {
    await setLocale("hi");
    setOfferingMeeting.mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderWithQuery(editor("both"));
    await user.click(screen.getByRole("button", { name: "सत्र का तरीका बदलें" }));
    await user.click(screen.getByRole("radio", { name: "आप श्रद्धालु को फ़ोन करेंगे" }));
    await user.click(screen.getByRole("button", { name: "सहेजें" }));
    expect(setOfferingMeeting).toHaveBeenCalledWith(
      { offeringId: "o1", kind: "phone_call", link: null },
      expect.anything(),
    );
  });
});
