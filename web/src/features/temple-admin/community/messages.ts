import { formatCount } from "@/lib/format";
import { defineMessages } from "@/lib/i18n/define-messages";

export const communityMessages = defineMessages("temple-admin.community", {
  heading: "Community",
  followerCount: (count: number): string => (count === 1 ? "follower" : "followers"),
  followers: "Followers",
  privacy:
    "You see the name on each follower's profile and since when they follow; their e-mail and phone stay private.",
  loading: "Loading followers",
  none: "No followers yet. Devotees follow the temple from its page on Explore once it is verified; publish an event or a seva program to give them a reason.",
  since: (date: string) => `Following since ${date}`,
  loadMore: "Load more followers",
  notify: {
    button: "Send Notification",
    check: "Check and send",
    title: "Notify your followers",
    receive: (count: number) =>
      `${formatCount(count)} ${count === 1 ? "follower receives" : "followers receive"} it in the app and by e-mail. You can send three notifications a day.`,
    preview: "Preview",
    edit: "Edit",
    sent: "Notification sent",
    willReceive: (count: number) =>
      `${formatCount(count)} ${count === 1 ? "follower" : "followers"} will receive it.`,
    send: "Send to followers",
    titleLabel: "Title",
    message: "Message",
  },
  errors: {
    title: "Write a title",
    titleLength: "Keep the title under 120 characters",
    body: "Write the message",
    bodyLength: "Keep the message under 1000 characters",
  },
});
