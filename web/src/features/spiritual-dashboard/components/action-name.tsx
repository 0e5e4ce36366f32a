/**
 * A button's words, and for screen readers the same words with the name of what it acts on
 * ("Confirm: Havan"), the name kept as its owner wrote it in either language. The whole name is
 * one screen-reader-only text: Chromium would put a space between a visible part and a hidden one
 * ("Confirm : Havan").
 */
export function ActionName({
  action,
  subject,
  separator = " ",
}: {
  action: string;
  subject: string;
  separator?: string;
}) {
  return (
    <>
      <span aria-hidden="true">{action}</span>
      <span className="sr-only">
        {action}
        {separator}
        <span translate="no">{subject}</span>
      </span>
    </>
  );
}
