import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ConfirmDialog } from "./confirm-dialog";

describe("ConfirmDialog", () => {
  it("names the dialog by its whole title, a name people wrote inside it marked as a name", () => {
    render(
      <ConfirmDialog
        title={[
          "Cancel ",
          <span key="event" translate="no">
            Kartik Deepotsav
          </span>,
          "?",
        ]}
        description={[
          <span key="devotee" translate="no">
            Asha
          </span>,
          " is told.",
        ]}
        confirmLabel="Cancel the event"
        isPending={false}
        onConfirm={() => undefined}
        onClose={() => undefined}
      />,
    );
    const dialog = screen.getByRole("dialog", { name: "Cancel Kartik Deepotsav?" });
    expect(dialog).toHaveAccessibleDescription("Asha is told.");
    expect(within(dialog).getByText("Kartik Deepotsav")).toHaveAttribute("translate", "no");
    expect(within(dialog).getByText("Asha")).toHaveAttribute("translate", "no");
  });
});
