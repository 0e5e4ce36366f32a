import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormField } from "@/components/form-field";
import { FormSubmit } from "@/components/form-submit";
import { buttonVariants } from "@/components/ui/button";
import { ShownDialog } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { formatPaise } from "@/lib/format";
import { messagesOf } from "@/lib/i18n/locale-store";
import { useMessages } from "@/lib/i18n/use-messages";
import { describeServerError } from "@/lib/server-error";
import { markUpiSent } from "@/lib/payments/mark-upi-sent";
import type { PaymentOrder } from "@/lib/payments/start-payment";
import { payActionMessages } from "./messages";

const schema = z.object({
  reference: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{6,40}$/, {
      error: () => messagesOf(payActionMessages).upi.referenceInvalid,
    }),
});

/**
 * Direct UPI: the payee's QR code and a link that opens a UPI app on the phone; after paying,
 * the payer types the reference and the payee confirms the money arrived.
 */
export function UpiDialog({
  order,
  onDone,
  onClose,
}: {
  order: Extract<PaymentOrder, { method: "upi" }>;
  onDone(): void;
  onClose(): void;
}) {
  const m = useMessages(payActionMessages).upi;
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { reference: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ reference }) => {
    try {
      await markUpiSent(order.payment_id, reference);
      onDone();
    } catch (error) {
      form.setError("root", { message: describeServerError(error) });
    }
  });
  const { checkout } = order;
  return (
    <ShownDialog
      title={m.title(formatPaise(order.amount_paise))}
      description={
        <>
          {m.payee[0]}
          <span translate="no">{checkout.payee_name}</span>
          {m.payee[1]}
          <span translate="no">{checkout.payee_upi}</span>
          {m.payee[2]}
        </>
      }
      className="max-h-[90dvh] overflow-y-auto"
      onClose={onClose}
    >
      <img
        src={`data:image/svg+xml;utf8,${encodeURIComponent(checkout.qr_svg)}`}
        alt={m.qrAlt(checkout.payee_name)}
        translate="no"
        width={220}
        height={220}
        className="mx-auto rounded-md bg-white p-2"
      />
      <a href={checkout.uri} className={buttonVariants({ variant: "outline" })}>
        {m.openApp}
      </a>
      <form noValidate onSubmit={onSubmit} className="grid gap-3" aria-label={m.form}>
        <FormField label={m.reference} hint={m.referenceHint} error={errors.reference?.message}>
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              inputMode="text"
              {...form.register("reference")}
            />
          )}
        </FormField>
        <FormSubmit error={errors.root?.message} isSubmitting={isSubmitting} label={m.paid} />
      </form>
    </ShownDialog>
  );
}
