export { SpiritualDashboard } from "./components/spiritual-dashboard";
export { SpiritualLive } from "./components/spiritual-live";
export { ProfilePage } from "./profile/profile-page";
export { OfferingsPage } from "./offerings/offerings-page";
export { AvailabilityPage } from "./availability/availability-page";
export { BookingsInbox } from "./bookings/bookings-inbox";
export { EarningsPage } from "./earnings/earnings-page";
export { ClientsPage } from "./clients/clients-page";
