import { useId } from "react";
import { Link } from "react-router";
import { SavedCopyNotice } from "@/components/saved-copy-notice";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { formatIstDateTime } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { type AppNotification, useNotifications } from "../api/list-notifications";
import { useMarkNotificationsRead } from "../api/mark-notifications-read";
import { notificationKindMessages } from "../kinds.messages";
import { notificationMessages } from "../messages";
import { wordNotification } from "./notification-text";

function NotificationItem({
  notification,
  onNavigate,
}: {
  notification: AppNotification;
  onNavigate: () => void;
}) {
  const m = useMessages(notificationMessages);
  const { title, body } = wordNotification(notification, useMessages(notificationKindMessages));
  const markRead = useMarkNotificationsRead();
  const isUnread = notification.read_at === null;
  const markLabelId = useId();
  return (
    <li
      className="grid gap-1 rounded-md border border-border p-3 data-[unread=true]:bg-accent/40"
      data-unread={isUnread}
    >
      <p className="font-medium break-words">
        {isUnread ? <span className="sr-only">{m.unreadPrefix}</span> : null}
        {notification.link ? (
          <Link
            to={notification.link}
            onClick={onNavigate}
            className="underline-offset-2 hover:underline"
          >
            {title}
          </Link>
        ) : (
          <span>{title}</span>
        )}
      </p>
      {body ? <p className="text-sm break-words">{body}</p> : null}
      <p className="text-xs text-muted-foreground">{formatIstDateTime(notification.created_at)}</p>
      {isUnread ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={markRead.isPending}
          onClick={() => markRead.mutate([notification.id])}
          aria-labelledby={markLabelId}
        >
          {m.markRead}
          {/* The title may hold names as elements, so the name comes from text, not aria-label. */}
          <span id={markLabelId} hidden>
            {m.markRead}: {title}
          </span>
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
      <SavedCopyNotice savedAt={query.dataUpdatedAt} />
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
