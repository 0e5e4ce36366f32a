import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SavedCopyNotice } from "./saved-copy-notice";

afterEach(() => vi.restoreAllMocks());

describe("SavedCopyNotice", () => {
  it("offline, says the list is the saved copy, read-only, with the time it was fetched (IST)", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    render(<SavedCopyNotice savedAt={Date.parse("2026-11-24T04:30:00Z")} />);
    const notice = screen.getByRole("status");
    expect(notice).toHaveTextContent("changes need a connection");
    expect(notice).toHaveTextContent(/Saved Tue, 24 Nov, 10:00 am IST/);
  });

  it("says nothing online, or when nothing was saved", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    const { container, rerender } = render(<SavedCopyNotice savedAt={Date.now()} />);
    expect(container).toBeEmptyDOMElement();
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    rerender(<SavedCopyNotice savedAt={0} />);
    expect(container).toBeEmptyDOMElement();
  });
});
