import type { ComponentProps } from "react";

/**
 * A 24-unit line drawing in the text's colour. It is decoration: the button or link around it says
 * what it does, so assistive technology skips it.
 */
export function LineIcon(props: ComponentProps<"svg">) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    />
  );
}

/** The cross on a close button. */
export function CloseIcon(props: ComponentProps<"svg">) {
  return (
    <LineIcon {...props}>
      <path d="M18 6 6 18M6 6l12 12" />
    </LineIcon>
  );
}
