import { useEffect, useId, useState, type ChangeEvent } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import {
  findImageProblem,
  IMAGE_TYPES,
  type ImageProblem,
  ImageUploadError,
} from "@/lib/image-upload";
import { numberFormat } from "@/lib/i18n/formatter";
import { messagesOf } from "@/lib/i18n/locale-store";
import { useMessages } from "@/lib/i18n/use-messages";
import { cn } from "@/lib/utils";
import { imageUploadMessages } from "./image-upload.messages";

export interface ImageUploadProps {
  label: string;
  /** The bucket's size limit, checked before anything is sent. */
  maxBytes: number;
  /** Sends the file (e.g. `uploadImage` from lib) and resolves with its public URL. */
  upload: (file: File) => Promise<string>;
  onUploaded?: (publicUrl: string) => void;
  /** The image shown before a new one is chosen. */
  currentUrl?: string;
  className?: string;
}

type State =
  | { phase: "idle" }
  | { phase: "ready" | "uploading" | "done"; file: File; previewUrl: string }
  | { phase: "refused"; file: File; problem: ImageProblem };

const TYPE_NAMES = Object.values(IMAGE_TYPES);

function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return messagesOf(imageUploadMessages).megabytes(
    numberFormat({ maximumFractionDigits: 1 }).format(megabytes),
  );
}

function describeProblem(problem: ImageProblem, file: File, maxBytes: number): string {
  const m = messagesOf(imageUploadMessages);
  switch (problem) {
    case "wrong_type":
      return m.wrongType(file.name, m.typeList(TYPE_NAMES));
    case "too_large":
      return m.tooLarge(file.name, formatMegabytes(file.size), formatMegabytes(maxBytes));
    case "not_allowed":
      return m.notAllowed;
    case "failed":
      return m.failed;
  }
}

/**
 * Choose, preview and upload one image. The native file input keeps it keyboard- and
 * screen-reader-operable; wrong types and sizes are refused with a message before any upload.
 */
export function ImageUpload({
  label,
  maxBytes,
  upload,
  onUploaded,
  currentUrl,
  className,
}: ImageUploadProps) {
  const m = useMessages(imageUploadMessages);
  const id = useId();
  const [state, setState] = useState<State>({ phase: "idle" });
  const previewUrl = "previewUrl" in state ? state.previewUrl : undefined;

  // Each preview URL holds the file in memory until revoked.
  useEffect(() => {
    if (!previewUrl) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return setState({ phase: "idle" });
    const problem = findImageProblem(file, maxBytes);
    if (problem) return setState({ phase: "refused", file, problem });
    setState({ phase: "ready", file, previewUrl: URL.createObjectURL(file) });
  }

  async function startUpload() {
    if (state.phase !== "ready") return;
    const { file } = state;
    setState({ ...state, phase: "uploading" });
    try {
      const publicUrl = await upload(file);
      setState({ ...state, phase: "done" });
      onUploaded?.(publicUrl);
    } catch (error) {
      const problem = error instanceof ImageUploadError ? error.problem : "failed";
      setState({ phase: "refused", file, problem });
    }
  }

  const shownUrl = previewUrl ?? currentUrl;
  const isUploading = state.phase === "uploading";
  return (
    <div className={cn("space-y-3", className)}>
      <Label htmlFor={`${id}-input`}>{label}</Label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {m.hint(m.typeList(TYPE_NAMES), formatMegabytes(maxBytes))}
      </p>
      {shownUrl && (
        <img
          src={shownUrl}
          alt={"file" in state ? m.preview(state.file.name) : m.current(label)}
          className="size-32 rounded-md border border-border object-cover"
        />
      )}
      <input
        id={`${id}-input`}
        type="file"
        accept={Object.keys(IMAGE_TYPES).join(",")}
        aria-describedby={`${id}-hint ${id}-message`}
        aria-invalid={state.phase === "refused"}
        disabled={isUploading}
        onChange={chooseFile}
        className="block w-full text-sm text-foreground file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-2 file:font-semibold file:text-secondary-foreground focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
      />
      {isUploading && (
        <progress
          aria-label={m.uploadingLabel(state.file.name)}
          className="h-2 w-full accent-primary"
        />
      )}
      <div id={`${id}-message`}>
        {state.phase === "refused" ? (
          <p role="alert" className="text-sm text-destructive">
            {describeProblem(state.problem, state.file, maxBytes)}
          </p>
        ) : (
          <p role="status" className="text-sm text-muted-foreground">
            {isUploading && m.uploading(state.file.name)}
            {state.phase === "done" && m.uploaded(state.file.name)}
          </p>
        )}
      </div>
      <Button type="button" onClick={startUpload} disabled={state.phase !== "ready"}>
        {m.upload}
      </Button>
    </div>
  );
}
