export { DevoteeDashboard } from "./components/devotee-dashboard";
