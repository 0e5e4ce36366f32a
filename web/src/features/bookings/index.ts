export { BookOfferingPage } from "./components/book-offering-page";
export { BookPage } from "./components/book-page";
export { BookingDetailPage, type BookingPageSlots } from "./components/booking-detail-page";
export { MyBookingsPage } from "./components/my-bookings-page";
