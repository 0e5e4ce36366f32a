import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/features/auth";
import type { ReportKind } from "../schemas";
import { ReportForm } from "./report-form";

export const REPORT_THANKS = "Thank you. Our team will look at it within 2 working days.";

const TITLES: Record<ReportKind, string> = {
  review: "Report this review",
  provider: "Report this profile",
  temple: "Report this temple",
};

const EXAMPLES: Record<ReportKind, string> = {
  review: "a review that is false, abusive or not about a real booking",
  provider:
    "someone pretending to be a guru or pujari, asking for money outside Bhakti Setu, or abuse",
  temple: "a temple page that is not run by the temple, false appeals for donations, or abuse",
};

/**
 * "Report" for a review, a guru's or pujari's profile or a temple: a dialog asks what is wrong and
 * sends it to the platform's team. A visitor who is not signed in is asked to sign in first and
 * comes back to this page (the sign-in dialog's `auth` and `next` URL parameters).
 */
export function ReportButton({
  kind,
  target,
  label = TITLES[kind],
  accessibleName,
}: {
  kind: ReportKind;
  target: string;
  /** The visible words; default "Report this review|profile|temple". */
  label?: string;
  /** A fuller name where several buttons share a short label (it starts with the label). */
  accessibleName?: string;
}) {
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
      {label}
    </Button>
  );
  if (!user) return trigger;
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{TITLES[kind]}</DialogTitle>
          <DialogDescription>
            Tell our team what is wrong, for example {EXAMPLES[kind]}. Only the team reads it; the
            person you report is not told who you are.
          </DialogDescription>
        </DialogHeader>
        <ReportForm
          kind={kind}
          target={target}
          onSent={() => {
            setOpen(false);
            toast({ title: "Report sent", description: REPORT_THANKS });
          }}
        />
        <DialogClose asChild>
          <Button type="button" variant="ghost" className="justify-self-start">
            Cancel
          </Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
