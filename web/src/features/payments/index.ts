export { BookingPayment } from "./components/booking-payment";
export { PaymentsToConfirm } from "./components/payments-to-confirm";
