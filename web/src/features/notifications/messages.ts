import { defineMessages } from "@/lib/i18n/define-messages";

export const notificationMessages = defineMessages("notifications", {
  title: "Notifications",
  bellWithUnread: (count: number) => `Notifications, ${count} unread`,
  unread: (count: number) => `${count} unread`,
  caughtUp: "You are all caught up.",
  unreadPrefix: "Unread: ",
  markRead: "Mark as read",
  loadingList: "Loading your notifications",
  empty: "No notifications yet. Updates on your bookings and live reminders appear here.",
  firstPooja: "Book your first pooja",
  markAll: "Mark all as read",
  markAllFailed: "We could not mark them read. Check your connection and try again.",
  loading: "Loading…",
  loadMore: "Load more",
  messageSettings: "E-mail, SMS and WhatsApp settings",
});
