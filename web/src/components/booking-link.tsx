import { Link } from "react-router";
import { paths } from "@/config/paths";
import { cn } from "@/lib/utils";

/** A booking's title, as its host wrote it, linking to the booking's page. */
export function BookingLink({
  booking,
  className,
}: {
  booking: { id: string; title: string };
  className?: string;
}) {
  return (
    <Link
      to={paths.booking.href(booking.id)}
      className={cn("text-primary underline-offset-4 hover:underline", className)}
      translate="no"
    >
      {booking.title}
    </Link>
  );
}
