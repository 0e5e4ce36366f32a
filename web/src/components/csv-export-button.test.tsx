import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CsvExportButton } from "./csv-export-button";

const columns = [{ header: "Name", value: (row: { name: string }) => row.name }];

afterEach(() => vi.restoreAllMocks());

describe("CsvExportButton", () => {
  it("downloads the file under its name once every page is read", async () => {
    const createObjectURL = vi.fn(() => "blob:export");
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    render(
      <CsvExportButton
        label="Export CSV"
        fileName="donations.csv"
        columns={columns}
        fetchPage={async () => ({ rows: [{ name: "Asha" }], total: 1 })}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(clicks).toEqual(["donations.csv"]);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Export CSV" })).toBeEnabled();
  });

  it("says the export stopped, in words, when a page fails", async () => {
    render(
      <CsvExportButton
        label="Export CSV"
        fileName="donations.csv"
        columns={columns}
        fetchPage={() => Promise.reject({ code: "42501", message: "JWT expired" })}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The export stopped: Your session has ended.",
    );
  });

  it("shows how many rows are done while a page is on its way", async () => {
    let release: () => void = () => {};
    const fetchPage = vi
      .fn()
      .mockResolvedValueOnce({ rows: Array.from({ length: 2 }, () => ({ name: "A" })), total: 3 })
      .mockImplementationOnce(
        () =>
          new Promise((resolve) => {
            release = () => resolve({ rows: [{ name: "B" }], total: 3 });
          }),
      );
    Object.assign(URL, { createObjectURL: vi.fn(() => "blob:x"), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    render(
      <CsvExportButton
        label="Export CSV"
        fileName="x.csv"
        columns={columns}
        pageSize={2}
        fetchPage={fetchPage}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(await screen.findByText("2 of 3 rows exported")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Export progress" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Exporting…" })).toBeDisabled();
    release();
    expect(await screen.findByRole("button", { name: "Export CSV" })).toBeEnabled();
  });
});
