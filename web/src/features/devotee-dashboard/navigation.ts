import { paths } from "@/config/paths";

/** The devotee dashboard's six tiles (SPEC §2), in order. */
export const devoteeTiles: readonly { title: string; to: string; description: string }[] = [
  { title: "Explore", to: "/explore", description: "Temples, events, festivals and retreats" },
  {
    title: "Connect",
    to: paths.connect,
    description: "Chat, video or audio with gurus and pujaris",
  },
  {
    title: "Book",
    to: paths.book,
    description: "Home pooja, online sankalp, katha and temple poojas",
  },
  { title: "Live", to: paths.live, description: "Aarti, darshan, pravachan and bhajan" },
  { title: "Pray", to: "/pray", description: "Chadava, virtual diya and aarti, prasad delivery" },
  { title: "Courses", to: "/courses", description: "Learn scriptures and spiritual practice" },
];
