import type * as React from "react";
import { Link } from "react-router";

import { cn } from "@/lib/utils";

const tileClass =
  "bg-card text-card-foreground hover:border-primary focus-visible:ring-ring flex h-full w-full flex-col items-start gap-1 rounded-lg border border-border p-4 text-left shadow-sm transition-colors focus-visible:ring-2 focus-visible:outline-none";

interface ActionTileProps {
  title: string;
  description?: string;
  icon?: React.ReactNode;
  className?: string;
}

function TileBody({ title, description, icon }: ActionTileProps) {
  return (
    <>
      {icon && (
        <span aria-hidden="true" className="text-2xl text-primary">
          {icon}
        </span>
      )}
      <span className="font-semibold">{title}</span>
      {description && <span className="text-sm text-muted-foreground">{description}</span>}
    </>
  );
}

/** A dashboard tile that goes somewhere: the tile is one link named by its title. */
export function LinkTile({ to, ...props }: ActionTileProps & { to: string }) {
  return (
    <Link to={to} className={cn(tileClass, props.className)}>
      <TileBody {...props} />
    </Link>
  );
}

/** A dashboard tile that does something in place. */
export function ButtonTile({ onClick, ...props }: ActionTileProps & { onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className={cn(tileClass, props.className)}>
      <TileBody {...props} />
    </button>
  );
}
