export { SpiritualDashboard } from "./components/spiritual-dashboard";
export { SpiritualLive } from "./components/spiritual-live";
