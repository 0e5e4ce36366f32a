import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "@/lib/utils";

/**
 * A section of a page named by its heading (an h2, or an h3 within a section), with any controls
 * for the whole section in a row beside the heading.
 */
export function TitledSection({
  title,
  titleClassName = "text-lg font-semibold",
  as: Heading = "h2",
  actions,
  actionsAlign = "center",
  children,
  ...props
}: Omit<ComponentProps<"section">, "title"> & {
  title: ReactNode;
  titleClassName?: string;
  as?: "h2" | "h3";
  /** Controls beside the title, on a row that wraps; "end" lines them up by their foot (labelled fields). */
  actions?: ReactNode;
  actionsAlign?: "center" | "end";
}) {
  const id = useId();
  const heading = (
    <Heading id={id} className={cn(actions !== undefined && "mr-auto", titleClassName)}>
      {title}
    </Heading>
  );
  return (
    <section aria-labelledby={id} {...props}>
      {actions === undefined ? (
        heading
      ) : (
        <div
          className={cn(
            "flex flex-wrap gap-3",
            actionsAlign === "end" ? "items-end" : "items-center",
          )}
        >
          {heading}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}
