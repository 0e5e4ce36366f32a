import { useCallback, useState } from "react";
import { Link } from "react-router";
import { useNotificationsPanelRequests } from "@/components/notifications-panel";
import { Button } from "@/components/ui/button";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";
import { LineIcon } from "@/components/ui/line-icon";
import { paths } from "@/config/paths";
import { useMessages } from "@/lib/i18n/use-messages";
import { useUnreadCount } from "../api/count-unread-notifications";
import { notificationMessages } from "../messages";
import { NotificationList } from "./notification-list";

function BellIcon() {
  return (
    <LineIcon className="size-5">
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </LineIcon>
  );
}

/** "9+" keeps the badge small; the button's name carries the exact count. */
function formatBadge(count: number): string {
  return count > 9 ? "9+" : String(count);
}

/** The signed-in navigation's bell: the unread count, and the list in a side sheet. */
export function NotificationsBell() {
  const m = useMessages(notificationMessages);
  const [isOpen, setOpen] = useState(false);
  useNotificationsPanelRequests(useCallback(() => setOpen(true), []));
  const unread = useUnreadCount();
  const count = unread.data ?? 0;
  return (
    <Sheet open={isOpen} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="relative"
          aria-label={count > 0 ? m.bellWithUnread(count) : m.title}
        >
          <BellIcon />
          {count > 0 ? (
            <span
              aria-hidden="true"
              data-testid="unread-badge"
              className="absolute top-0.5 right-0.5 min-w-4 rounded-full bg-destructive px-1 text-center text-[0.625rem] leading-4 font-bold text-destructive-foreground"
            >
              {formatBadge(count)}
            </span>
          ) : null}
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="w-96 max-w-[90vw] overflow-y-auto p-4 pt-12">
        <SheetTitle>{m.title}</SheetTitle>
        <SheetDescription>{count > 0 ? m.unread(count) : m.caughtUp}</SheetDescription>
        <NotificationList unreadCount={count} onNavigate={() => setOpen(false)} />
        <Link
          to={paths.accountMessages}
          className="mt-4 inline-block text-sm text-primary underline underline-offset-4"
          onClick={() => setOpen(false)}
        >
          {m.messageSettings}
        </Link>
      </SheetContent>
    </Sheet>
  );
}
