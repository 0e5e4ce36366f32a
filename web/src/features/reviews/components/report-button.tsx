import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogHeading,
  DialogTrigger,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/lib/auth/auth-context";
import { messagesOf } from "@/lib/i18n/locale-store";
import { useMessages } from "@/lib/i18n/use-messages";
import type { ReportTarget } from "@/lib/report-target";
import { reviewMessages } from "../messages";
import { ReportForm } from "./report-form";

/** The English thanks a sent report's toast carries (its test reads it). */
export const REPORT_THANKS = reviewMessages.en.report.thanks;

/**
 * "Report" for a review, a guru's or pujari's profile or a temple: a dialog asks what is wrong and
 * sends it to the platform's team. A visitor who is not signed in is asked to sign in first and
 * comes back to this page (the sign-in dialog's `auth` and `next` URL parameters).
 */
export function ReportButton({ kind, target, label, accessibleName }: ReportTarget) {
  const messages = useMessages(reviewMessages);
  const m = messages.report;
  const { user } = useAuth();
  const location = useLocation();
  const [, setSearch] = useSearchParams();
  const [isOpen, setOpen] = useState(false);

  function askToSignIn() {
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set("auth", "sign-in");
        params.set("next", `${location.pathname}${location.search}`);
        return params;
      },
      { preventScrollReset: true },
    );
  }

  const trigger = (
    <Button
      type="button"
      variant="link"
      size="sm"
      className="justify-self-start px-0"
      aria-label={accessibleName}
      onClick={user ? undefined : askToSignIn}
    >
      {label ?? m.titles[kind]}
    </Button>
  );
  if (!user) return trigger;
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeading title={m.titles[kind]} description={m.description(m.examples[kind])} />
        <ReportForm
          kind={kind}
          target={target}
          onSent={() => {
            setOpen(false);
            const { sent, thanks } = messagesOf(reviewMessages).report;
            toast({ title: sent, description: thanks });
          }}
        />
        <DialogClose asChild>
          <Button type="button" variant="ghost" className="justify-self-start">
            {messages.cancel}
          </Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
