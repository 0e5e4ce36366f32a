import type { ComponentProps, ReactNode } from "react";
import { CardHeader, CardTitle } from "@/components/ui/card";

/** A card's header that leads with a row of badges (its kind, its state), then its title as written, then anything under it. */
export function BadgedCardHeader({
  badges,
  title,
  as,
  className,
  titleClassName,
  children,
}: {
  badges: ReactNode;
  title: string;
  as: ComponentProps<typeof CardTitle>["as"];
  className?: string;
  titleClassName: string;
  children?: ReactNode;
}) {
  return (
    <CardHeader className={className}>
      <div className="flex flex-wrap gap-2">{badges}</div>
      <CardTitle as={as} className={titleClassName} translate="no">
        {title}
      </CardTitle>
      {children}
    </CardHeader>
  );
}
