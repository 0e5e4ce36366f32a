/**
 * A button's words, then for screen readers the name of what it acts on ("Edit Havan"), which
 * stays as its owner wrote it in either language.
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
      {action}
      <span className="sr-only" translate="no">
        {separator}
        {subject}
      </span>
    </>
  );
}
