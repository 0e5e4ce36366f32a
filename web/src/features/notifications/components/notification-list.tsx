import { Link } from "react-router";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { formatIstDateTime } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { type AppNotification, useNotifications } from "../api/list-notifications";
import { useMarkNotificationsRead } from "../api/mark-notifications-read";
import { notificationMessages } from "../messages";

function NotificationItem({
  notification,
  onNavigate,
}: {
  notification: AppNotification;
  onNavigate: () => void;
}) {
  const m = useMessages(notificationMessages);
  const markRead = useMarkNotificationsRead();
  const isUnread = notification.read_at === null;
  return (
    <li
      className="grid gap-1 rounded-md border border-border p-3 data-[unread=true]:bg-accent/40"
      data-unread={isUnread}
    >
      <p className="font-medium break-words">
        {isUnread ? <span className="sr-only">{m.unreadPrefix}</span> : null}
        {/* Written by the server when it happened: shown as stored. */}
        {notification.link ? (
          <Link
            to={notification.link}
            onClick={onNavigate}
            data-user-content
            className="underline-offset-2 hover:underline"
          >
            {notification.title}
          </Link>
        ) : (
          <span data-user-content>{notification.title}</span>
        )}
      </p>
      {notification.body ? (
        <p data-user-content className="text-sm break-words">
          {notification.body}
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground">{formatIstDateTime(notification.created_at)}</p>
      {isUnread ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={markRead.isPending}
          onClick={() => markRead.mutate([notification.id])}
          aria-label={m.markReadLabel(notification.title)}
        >
          {m.markRead}
        </Button>
      ) : null}
    </li>
  );
}

/** The bell's list: newest first, 20 at a time, each unread one markable as read. */
export function NotificationList({
  unreadCount,
  onNavigate,
}: {
  unreadCount: number;
  onNavigate: () => void;
}) {
  const m = useMessages(notificationMessages);
  const query = useNotifications(true);
  const markAll = useMarkNotificationsRead();
  if (query.isPending) {
    return <Spinner className="py-8" label={m.loadingList} showLabel />;
  }
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const notifications = query.data.pages.flatMap((page) => page.notifications);
  if (notifications.length === 0) {
    return (
      <div className="grid gap-2">
        <p>{m.empty}</p>
        <Link to={paths.book} onClick={onNavigate} className="font-medium underline">
          {m.firstPooja}
        </Link>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      {unreadCount > 0 ? (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          className="justify-self-start"
          disabled={markAll.isPending}
          onClick={() => markAll.mutate("all")}
        >
          {m.markAll}
        </Button>
      ) : null}
      {markAll.isError ? <p role="alert">{m.markAllFailed}</p> : null}
      <ul className="grid gap-2">
        {notifications.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          type="button"
          variant="outline"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? m.loading : m.loadMore}
        </Button>
      ) : null}
    </div>
  );
}
