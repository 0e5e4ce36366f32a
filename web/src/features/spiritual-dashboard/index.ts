// The practice pages (profile, offerings, availability, bookings, earnings, clients) are imported
// by their route modules from their own files: through this index every route shared one chunk.
export { SpiritualDashboard } from "./components/spiritual-dashboard";
export { SpiritualLive } from "./components/spiritual-live";
