export { TempleAdminDashboard } from "./components/temple-admin-dashboard";
