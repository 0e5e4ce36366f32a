import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { paths } from "../config/paths.ts";

/** The one route table (SPEC §2). Each module in routes/ is a thin file rendering a feature screen. */
export default [
  // Public pages with the site header (Sign In) and footer.
  layout("layouts/public-layout.tsx", [
    index("routes/home.tsx"),
    route(paths.live, "routes/live.tsx"),
    route(paths.spiritualGurus, "routes/spiritual-gurus.tsx"),
    route(paths.termsOfService, "routes/terms-of-service.tsx"),
    route(paths.privacyPolicy, "routes/privacy-policy.tsx"),
    route(paths.aboutUs, "routes/about-us.tsx"),
  ]),
  // Signed-in screens: guarded by role and framed by the role's top navigation.
  layout("layouts/signed-in-layout.tsx", [
    route(paths.roleAssignment, "routes/role-assignment.tsx"),
    route(paths.devoteeDashboard, "routes/devotee-dashboard.tsx"),
    route(paths.spiritualDashboard, "routes/spiritual-dashboard.tsx"),
    route(paths.spiritualLive, "routes/spiritual-live.tsx"),
    route(paths.templeAdmin, "routes/temple-admin.tsx"),
    route(paths.templeProfile, "routes/temple-profile.tsx"),
    route(paths.templeEvents, "routes/temple-events.tsx"),
    route(paths.templeKatha, "routes/temple-katha.tsx"),
    route(paths.templeSeva, "routes/temple-seva.tsx"),
    route(paths.templePoojas, "routes/temple-poojas.tsx"),
    route(paths.templeDonations, "routes/temple-donations.tsx"),
    route(paths.templeCommunity, "routes/temple-community.tsx"),
    route(paths.templeGurus, "routes/temple-gurus.tsx"),
    route(paths.templeInvitations, "routes/temple-invitations.tsx"),
    route(paths.admin, "routes/admin.tsx"),
    route(paths.templeGallery, "routes/temple-gallery.tsx"),
    route(paths.connect, "routes/connect.tsx"),
    route(paths.connectProvider.pattern, "routes/connect-provider.tsx"),
    route(paths.book, "routes/book.tsx"),
    route(paths.bookOffering.pattern, "routes/book-offering.tsx"),
    route(paths.bookings, "routes/bookings.tsx"),
    route(paths.booking.pattern, "routes/booking.tsx"),
    route(paths.explore, "routes/explore.tsx"),
    route(paths.exploreTemple.pattern, "routes/explore-temple.tsx"),
    route(paths.pray, "routes/pray.tsx"),
    route(paths.profile, "routes/profile.tsx"),
    route(paths.accountMessages, "routes/account-messages.tsx"),
    route(paths.services, "routes/services.tsx"),
    route(paths.onlinePoojas, "routes/online-poojas.tsx"),
    route(paths.katha, "routes/katha.tsx"),
    route(paths.consultations, "routes/consultations.tsx"),
    route(paths.availability, "routes/availability.tsx"),
    route(paths.earnings, "routes/earnings.tsx"),
    route(paths.clients, "routes/clients.tsx"),
  ]),
  // The app-download redirect page: /download and the links the mobile app shares.
  route(paths.download, "routes/download.tsx"),
  route(paths.guruProfile.pattern, "routes/download.tsx", { id: "routes/guruji-profile" }),
  route(paths.event.pattern, "routes/download.tsx", { id: "routes/event" }),
  route(paths.centre.pattern, "routes/download.tsx", { id: "routes/centre" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
