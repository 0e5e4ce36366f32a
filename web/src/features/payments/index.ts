export { DownloadButton } from "./components/download-button";
export { PayButton } from "./components/pay-button";
export { PaymentReturnNotice } from "./components/payment-return-notice";
export { confirmRefundReturned, confirmUpiPayment } from "./api/upi-payments";
export { BookingPayment } from "./components/booking-payment";
export { PaymentsToConfirm } from "./components/payments-to-confirm";
