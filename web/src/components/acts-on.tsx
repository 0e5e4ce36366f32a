/**
 * The name a button or link acts on, heard by screen readers after its visible verb ("Edit" is
 * heard as "Edit Rudrabhishek"), and never translated.
 */
export function ActsOn({ name }: { name: string }) {
  return (
    <span className="sr-only" translate="no">
      {" "}
      {name}
    </span>
  );
}
