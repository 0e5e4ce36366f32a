// The reviews feature's public surface: what the booking, Connect, Explore and profile screens place.
export { BookingReview } from "./components/booking-review";
export { ReceivedReviews } from "./components/received-reviews";
export { ReportButton } from "./components/report-button";
