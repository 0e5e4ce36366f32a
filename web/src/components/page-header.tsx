import type { ReactNode } from "react";

/** A screen's title, and the line under it saying what the screen is for. */
export function PageHeader({
  title,
  intro,
  className,
}: {
  title: ReactNode;
  intro: ReactNode;
  className?: string;
}) {
  return (
    <header className={className}>
      <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
      <p className="text-muted-foreground">{intro}</p>
    </header>
  );
}
