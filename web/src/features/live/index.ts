export { getLiveListings, type LiveListings } from "./api/get-live-listings";
export { LivePage } from "./components/live-page";
