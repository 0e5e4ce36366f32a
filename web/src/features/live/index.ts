export { LivePage } from "./components/live-page";
