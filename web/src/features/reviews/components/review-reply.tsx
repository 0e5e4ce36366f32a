import { formatIstDate } from "@/lib/format";

/** The host's answer under a review. */
export function ReviewReply({
  hostName,
  reply,
  repliedAt,
}: {
  hostName: string;
  reply: string;
  repliedAt: string | null;
}) {
  return (
    <div className="grid gap-1 rounded-md border-l-4 border-primary bg-muted px-3 py-2">
      <p className="text-sm font-semibold wrap-break-word">
        Reply from {hostName}
        {repliedAt ? (
          <span className="ml-2 font-normal text-muted-foreground">{formatIstDate(repliedAt)}</span>
        ) : null}
      </p>
      <p className="text-sm wrap-break-word whitespace-pre-line">{reply}</p>
    </div>
  );
}
