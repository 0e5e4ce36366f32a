// /temple-admin/donations: the temple's donations, totals and export; its own chunk.
import { guardedScreen } from "@/features/auth";
import { DonationsPage } from "@/features/temple-admin/donations/donations-page";
import { DownloadButton } from "@/components/payments/download-button";
import { PaymentsToConfirm } from "@/features/payments";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).donations);

export default guardedScreen(
  ["temple_admin"],
  <DonationsPage
    paymentsToConfirm={(templeId) => <PaymentsToConfirm column="temple_id" id={templeId} />}
    receiptDownload={(receipt) => (
      <DownloadButton
        path={`/receipts/${receipt.donationId}`}
        filename={receipt.filename}
        label={receipt.label}
        accessibleName={receipt.accessibleName}
      />
    )}
  />,
);
