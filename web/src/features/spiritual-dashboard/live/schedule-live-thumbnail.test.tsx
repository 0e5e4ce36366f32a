import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { Toaster } from "@/components/ui/toaster";
import { dismissToast } from "@/components/ui/use-toast";

import { ScheduleLiveForm } from "./schedule-live-form";

// 23 Nov 2026, 21:00 IST: the form's clock.
const NOW = new Date("2026-11-23T15:30:00Z");
const BUCKET_URL = `${window.location.origin}/storage/v1/object/public/live-thumbnails`;

// The upload itself runs against the real server in e2e/specs/live-sessions.spec.ts.
function renderForm() {
  let finish!: (url: string) => void;
  const uploadThumbnail = vi.fn(
    () =>
      new Promise<string>((resolve) => {
        finish = resolve;
      }),
  );
  const onSchedule = vi.fn().mockResolvedValue(undefined);
  render(
    <>
      <ScheduleLiveForm onSchedule={onSchedule} now={() => NOW} uploadThumbnail={uploadThumbnail} />
      <Toaster />
    </>,
  );
  return { uploadThumbnail, onSchedule, finish: (url: string) => act(() => finish(url)) };
}

function fillRequired() {
  fireEvent.change(screen.getByLabelText(/session title/i), { target: { value: "Gita Satsang" } });
  fireEvent.change(screen.getByLabelText(/^date/i), { target: { value: "2026-12-31" } });
  fireEvent.change(screen.getByLabelText(/^time/i), { target: { value: "19:00" } });
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], "aarti.png", { type: "image/png" });

beforeAll(() => {
  // jsdom has no object URLs; the browser's would point at the chosen file.
  URL.createObjectURL = () => "blob:preview";
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => act(() => dismissToast()));

describe("ScheduleLiveForm thumbnail upload", () => {
  it("shows progress, fills Image URL with the public URL and saves the object path", async () => {
    const user = userEvent.setup();
    const { uploadThumbnail, onSchedule, finish } = renderForm();
    await user.upload(screen.getByLabelText("Thumbnail picture"), png());
    expect(screen.getByRole("img", { name: "Preview of aarti.png" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Upload photo" }));
    expect(uploadThumbnail).toHaveBeenCalledWith(expect.objectContaining({ name: "aarti.png" }));
    expect(screen.getByRole("progressbar", { name: "Uploading aarti.png" })).toBeInTheDocument();

    finish(`${BUCKET_URL}/u1/4f1c.png`);
    expect(await screen.findByText("aarti.png uploaded.")).toBeInTheDocument();
    expect(screen.getByLabelText("Image URL")).toHaveValue(`${BUCKET_URL}/u1/4f1c.png`);

    fillRequired();
    await user.click(screen.getByRole("button", { name: "Schedule Session" }));
    expect(await screen.findByText("Live Session Scheduled")).toBeInTheDocument();
    expect(onSchedule).toHaveBeenCalledWith(
      expect.objectContaining({ thumbnail_path: "u1/4f1c.png" }),
    );
    // The reset form drops the uploaded picture with the URL.
    expect(screen.getByLabelText("Image URL")).toHaveValue("");
    expect(screen.queryByRole("img", { name: "Preview of aarti.png" })).not.toBeInTheDocument();
  });

  it("refuses a file that is not an image before uploading it", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { uploadThumbnail } = renderForm();
    const gif = new File(["GIF89a"], "diya.gif", { type: "image/gif" });
    await user.upload(screen.getByLabelText("Thumbnail picture"), gif);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "diya.gif is not a JPEG, PNG or WebP image",
    );
    expect(screen.getByRole("button", { name: "Upload photo" })).toBeDisabled();
    expect(uploadThumbnail).not.toHaveBeenCalled();
  });

  it("still saves a typed https image URL as given", async () => {
    const user = userEvent.setup();
    const { onSchedule, uploadThumbnail } = renderForm();
    fillRequired();
    await user.type(screen.getByLabelText("Image URL"), "https://example.org/diya.webp");
    await user.click(screen.getByRole("button", { name: "Schedule Session" }));
    expect(await screen.findByText("Live Session Scheduled")).toBeInTheDocument();
    expect(onSchedule).toHaveBeenCalledWith(
      expect.objectContaining({ thumbnail_path: "https://example.org/diya.webp" }),
    );
    expect(uploadThumbnail).not.toHaveBeenCalled();
  });
});
