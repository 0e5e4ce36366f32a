import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ImageUploadError } from "@/lib/image-upload";
import { ImageUpload } from "./image-upload";

const MAX_BYTES = 2 * 1024 * 1024;

function makeFile(name: string, type: string, size = 1024): File {
  return new File([new Uint8Array(size)], name, { type });
}

/** An upload the test finishes by hand, to see the control while it runs. */
function deferredUpload() {
  let settle!: { resolve: (url: string) => void; reject: (error: unknown) => void };
  const upload = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return { upload, settle: () => settle };
}

beforeAll(() => {
  // jsdom has no object URLs; the browser's would point at the chosen file.
  URL.createObjectURL = () => "blob:preview";
  URL.revokeObjectURL = () => undefined;
});

describe("ImageUpload", () => {
  it("is a labelled file input that describes the allowed files", () => {
    render(<ImageUpload label="Profile photo" maxBytes={MAX_BYTES} upload={vi.fn()} />);
    const input = screen.getByLabelText("Profile photo");
    expect(input).toHaveAttribute("type", "file");
    expect(input).toHaveAttribute("accept", "image/jpeg,image/png,image/webp");
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining("JPEG, PNG or WebP, up to 2 MB."),
    );
  });

  it("refuses a wrong type before uploading, with a clear message", async () => {
    const upload = vi.fn();
    render(<ImageUpload label="Profile photo" maxBytes={MAX_BYTES} upload={upload} />);
    await userEvent.upload(
      screen.getByLabelText("Profile photo"),
      makeFile("notes.pdf", "application/pdf"),
      {
        applyAccept: false,
      },
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      "notes.pdf is not a JPEG, PNG or WebP image. Choose a photo in one of those formats.",
    );
    expect(screen.getByLabelText("Profile photo")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("button", { name: "Upload photo" })).toBeDisabled();
    expect(upload).not.toHaveBeenCalled();
  });

  it("refuses a file over the size limit before uploading", async () => {
    const upload = vi.fn();
    render(<ImageUpload label="Profile photo" maxBytes={MAX_BYTES} upload={upload} />);
    await userEvent.upload(
      screen.getByLabelText("Profile photo"),
      makeFile("camera.jpg", "image/jpeg", 4 * 1024 * 1024),
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      "camera.jpg is 4 MB; the limit is 2 MB. Choose a smaller photo.",
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it("previews the photo, uploads it by keyboard and shows progress, then the result", async () => {
    const user = userEvent.setup();
    const { upload, settle } = deferredUpload();
    const onUploaded = vi.fn();
    render(
      <ImageUpload
        label="Profile photo"
        maxBytes={MAX_BYTES}
        upload={upload}
        onUploaded={onUploaded}
      />,
    );
    const file = makeFile("me.png", "image/png");
    await user.upload(screen.getByLabelText("Profile photo"), file);
    expect(screen.getByRole("img", { name: "Preview of me.png" })).toHaveAttribute(
      "src",
      "blob:preview",
    );

    await user.tab();
    expect(screen.getByRole("button", { name: "Upload photo" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(upload).toHaveBeenCalledWith(file);
    expect(screen.getByRole("progressbar", { name: "Uploading me.png" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Uploading me.png…");
    expect(screen.getByLabelText("Profile photo")).toBeDisabled();

    settle().resolve("http://localhost/storage/v1/object/public/avatars/u/me.png");
    expect(await screen.findByText("me.png uploaded.")).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith(
      "http://localhost/storage/v1/object/public/avatars/u/me.png",
    );
  });

  it("explains a refusal from the server by its problem", async () => {
    const user = userEvent.setup();
    const { upload, settle } = deferredUpload();
    render(<ImageUpload label="Temple photo" maxBytes={MAX_BYTES} upload={upload} />);
    await user.upload(screen.getByLabelText("Temple photo"), makeFile("gate.jpg", "image/jpeg"));
    await user.click(screen.getByRole("button", { name: "Upload photo" }));
    settle().reject(
      new ImageUploadError("not_allowed", "new row violates row-level security policy"),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("You cannot upload here.");
  });

  it("shows the current image until another is chosen", () => {
    render(
      <ImageUpload
        label="Profile photo"
        maxBytes={MAX_BYTES}
        upload={vi.fn()}
        currentUrl="/me.jpg"
      />,
    );
    expect(screen.getByRole("img", { name: "Current profile photo" })).toHaveAttribute(
      "src",
      "/me.jpg",
    );
  });
});
