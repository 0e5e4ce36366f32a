import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "@/lib/i18n/locale-store";
import { renderWithQuery } from "@/testing/render-with-query";
import { ReportDecisionDialog } from "./report-decision-dialog";

// The decision on a report: an action that fits what was reported, a note of a few words, the
// reporter's name, and the dialog closing only once the server recorded it.
const rpc = vi.hoisted(() => vi.fn());
vi.mock("@/lib/supabase", () => ({ getSupabase: async () => ({ rpc }) }));

afterEach(async () => {
  rpc.mockReset();
  await setLocale("en");
});

function renderDialog(kind: "review" | "provider", onClose = vi.fn()) {
  renderWithQuery(
    <ReportDecisionDialog
      report={{ id: "report-1", target_kind: kind, reporter_name: "Meera Devi" }}
      subject={kind === "review" ? 'Review (1 of 5): "Call me"' : "Profile of Guru Ji"}
      onClose={onClose}
    />,
  );
  return onClose;
}

describe("ReportDecisionDialog", () => {
  it("offers removing a review, needs a note, and records the decision before closing", async () => {
    const user = userEvent.setup();
    rpc.mockResolvedValue({ data: { id: "report-1" }, error: null, status: 200 });
    const onClose = renderDialog("review");
    expect(screen.getByRole("dialog", { name: "Decide on this report" })).toBeVisible();
    expect(screen.getByText("Reported by Meera Devi")).toBeVisible();
    expect(screen.getByRole("radio", { name: /Remove the review/ })).toBeInTheDocument();
    expect(screen.queryByRole("radio", { name: /Suspend the listing/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: /Remove the review/ }));
    await user.type(screen.getByLabelText("Note (at least 10 characters)"), "spam");
    await user.click(screen.getByRole("button", { name: "Record decision" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Write a note of at least 10 characters.");
    expect(rpc).not.toHaveBeenCalled();

    await user.type(
      screen.getByLabelText("Note (at least 10 characters)"),
      ": a phone number to call",
    );
    await user.click(screen.getByRole("button", { name: "Record decision" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(rpc).toHaveBeenCalledWith("decide_report", {
      report: "report-1",
      action: "remove",
      note: "spam: a phone number to call",
    });
  });

  it("keeps the dialog open with the server's words when the decision is refused", async () => {
    const user = userEvent.setup();
    rpc.mockResolvedValue({
      data: null,
      status: 409,
      error: {
        code: "PT409",
        message: "This report is already dismissed",
        details: '{"code":"report.already_in_status","status":"dismissed"}',
        hint: null,
      },
    });
    const onClose = renderDialog("provider");
    await user.click(screen.getByRole("radio", { name: /Suspend the listing/ }));
    await user.type(
      screen.getByLabelText("Note (at least 10 characters)"),
      "Asked for money outside",
    );
    await user.click(screen.getByRole("button", { name: "Record decision" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("already");
    expect(onClose).not.toHaveBeenCalled();
  });

  it("speaks Hindi", async () => {
    await setLocale("hi");
    renderDialog("provider");
    expect(screen.getByRole("dialog", { name: "इस शिकायत पर निर्णय लें" })).toBeVisible();
    expect(screen.getByText("शिकायत करने वाले: Meera Devi")).toBeVisible();
    expect(screen.getByRole("radio", { name: /मालिक को चेतावनी दें/ })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /लिस्टिंग निलंबित करें/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "निर्णय दर्ज करें" })).toBeVisible();
  });
});
