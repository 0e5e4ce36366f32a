// The evidence form's outcome messages: "Submitted for verification" only once the request is in,
// never beside the refusal that stops it; a temple's registration number asked once.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "@/lib/i18n/locale-store";
import { renderWithQuery } from "@/testing/render-with-query";
import { EvidenceForm } from "./evidence-form";

const toast = vi.hoisted(() => vi.fn());
const mutation = vi.hoisted(() => ({
  mutateAsync: vi.fn(),
  isError: false,
  error: null as unknown,
}));
vi.mock("@/components/ui/use-toast", () => ({ toast }));
vi.mock("../api/verification-request", () => ({ useSubmitVerification: () => mutation }));

const pdf = () => new File(["%PDF-1.4"], "certificate.pdf", { type: "application/pdf" });

beforeEach(() => {
  toast.mockReset();
  mutation.mutateAsync.mockReset();
  mutation.isError = false;
  mutation.error = null;
});
afterEach(async () => {
  await setLocale("en");
});

async function attachAndSend(label: string, button: string) {
  const user = userEvent.setup();
  await user.upload(screen.getByLabelText(label), pdf());
  await user.click(screen.getByRole("button", { name: button }));
}

/** The form for a temple whose profile holds its registration number. */
function renderSavedTempleForm(submitLabel: string) {
  renderWithQuery(
    <EvidenceForm
      kind="temple"
      subjectId="t1"
      userId="u1"
      submitLabel={submitLabel}
      savedRegistrationNumber="MPT/123/2001"
    />,
  );
}

describe("EvidenceForm", () => {
  it("says Submitted for verification only after the request is in", async () => {
    mutation.mutateAsync.mockResolvedValue(undefined);
    renderWithQuery(<EvidenceForm kind="provider" subjectId="p1" userId="u1" submitLabel="Send" />);
    await attachAndSend("Documents and photos", "Send");
    expect(mutation.mutateAsync).toHaveBeenCalledOnce();
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Submitted for verification" }),
    );
  });

  it("shows no success when the submission is refused", async () => {
    mutation.mutateAsync.mockRejectedValue(new Error("refused"));
    renderWithQuery(<EvidenceForm kind="provider" subjectId="p1" userId="u1" submitLabel="Send" />);
    await attachAndSend("Documents and photos", "Send");
    expect(mutation.mutateAsync).toHaveBeenCalledOnce();
    expect(toast).not.toHaveBeenCalled();
  });

  it("asks a temple without a registration number for it, and keeps it on the profile", async () => {
    mutation.mutateAsync.mockResolvedValue(undefined);
    renderWithQuery(<EvidenceForm kind="temple" subjectId="t1" userId="u1" submitLabel="Send" />);
    await attachAndSend("Documents and photos", "Send");
    expect(await screen.findByText("Enter the trust's registration number.")).toBeVisible();
    expect(toast).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText("Trust registration number"), "MPT/123/2001");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(mutation.mutateAsync).toHaveBeenCalledWith(
      expect.objectContaining({ registrationNumber: "MPT/123/2001", saveRegistrationNumber: true }),
    );
  });

  it("does not ask a temple again for the number its profile holds", async () => {
    mutation.mutateAsync.mockResolvedValue(undefined);
    renderSavedTempleForm("Send");
    expect(screen.queryByLabelText("Trust registration number")).toBeNull();
    expect(screen.getByText(/Trust registration number: MPT\/123\/2001/)).toBeVisible();
    await attachAndSend("Documents and photos", "Send");
    expect(mutation.mutateAsync).toHaveBeenCalledWith(
      expect.objectContaining({
        registrationNumber: "MPT/123/2001",
        saveRegistrationNumber: false,
      }),
    );
  });

  it("says it in Hindi", async () => {
    await setLocale("hi");
    mutation.mutateAsync.mockResolvedValue(undefined);
    renderSavedTempleForm("भेजें");
    expect(screen.getByText(/ट्रस्ट का पंजीकरण नंबर: MPT\/123\/2001/)).toBeVisible();
    await attachAndSend("दस्तावेज़ और फ़ोटो", "भेजें");
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: "सत्यापन के लिए भेज दिया गया" }),
    );
  });
});
