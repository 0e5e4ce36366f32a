import type { ReactNode } from "react";

/** A review's words as the devotee wrote them, line breaks kept; `none` when they gave stars only. */
export function ReviewBody({
  body,
  none,
  noneClassName,
}: {
  body: string | null;
  none: ReactNode;
  noneClassName: string;
}) {
  return body ? (
    <p className="wrap-break-word whitespace-pre-line" data-user-content>
      {body}
    </p>
  ) : (
    <p className={noneClassName}>{none}</p>
  );
}
