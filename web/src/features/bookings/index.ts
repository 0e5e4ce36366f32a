export { BookOfferingPage } from "./components/book-offering-page";
export { BookPage } from "./components/book-page";
export { BookingDetailPage } from "./components/booking-detail-page";
export { MyBookingsPage } from "./components/my-bookings-page";
