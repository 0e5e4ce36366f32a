export { PrayPage } from "./components/pray-page";
