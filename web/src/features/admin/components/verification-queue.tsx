import { useQuery } from "@tanstack/react-query";
import type { ComponentProps } from "react";
import { QueryContent } from "@/components/query-content";
import { paths } from "@/config/paths";
import { createEvidenceLink } from "@/lib/verification-evidence";
import { formatIstDateTime } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { type QueuedRequest, subjectName, useVerificationQueue } from "../api/verification-queue";
import { adminMessages } from "../messages";
import { DecisionButton, type DecisionTarget, useDecisionDialog } from "./decision-dialog";

/** One thing the request states, after its label; nothing when it states none. */
function Fact({
  label,
  value,
  ...dd
}: { label: string; value: string | null } & ComponentProps<"dd">) {
  if (!value) return null;
  return (
    <div>
      <dt className="inline font-medium">{label}</dt>
      <dd className="inline" {...dd}>
        {value}
      </dd>
    </div>
  );
}

/** Signed links to the request's documents; they work for ten minutes, so they are re-made. */
function EvidenceLinks({ request }: { request: QueuedRequest }) {
  const m = useMessages(adminMessages).queue;
  const links = useQuery({
    queryKey: ["admin", "evidence", request.id] as const,
    queryFn: () => Promise.all(request.evidence_paths.map(createEvidenceLink)),
    staleTime: 5 * 60_000,
  });
  return (
    <QueryContent query={links} loading={m.loadingDocuments}>
      {(hrefs) => (
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {hrefs.map((href, index) => (
            <li key={href}>
              <a className="underline" href={href} target="_blank" rel="noreferrer">
                {m.document(index + 1)}
                <span className="sr-only">
                  {m.documentOf(
                    <span key="name" translate="no">
                      {subjectName(request)}
                    </span>,
                  )}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </QueryContent>
  );
}

/** A provider's kind ("guru", "pujari") or "temple" in the current language; unknown kinds as stored. */
function kindName(kind: string, kinds: (typeof adminMessages.en)["kinds"]): string {
  return kind in kinds ? kinds[kind as keyof typeof kinds] : kind;
}

function RequestCard({
  request,
  onDecide,
}: {
  request: QueuedRequest;
  onDecide(target: DecisionTarget, name: string): void;
}) {
  const messages = useMessages(adminMessages);
  const m = messages.queue;
  const name = subjectName(request);
  const subject = (request.provider_id ?? request.temple_id)!;
  const profileHref = request.providers
    ? paths.connectProvider.href(request.providers.slug)
    : paths.exploreTemple.href(request.temples!.slug);
  return (
    <li className="grid gap-3 rounded-lg border border-border p-4">
      <div className="grid gap-1">
        <h3 className="font-semibold">
          <span translate="no">{name}</span>{" "}
          <span className="font-normal text-muted-foreground capitalize">
            ({kindName(request.providers?.kind ?? "temple", messages.kinds)})
          </span>
        </h3>
        <p className="text-sm text-muted-foreground">
          {m.sent(formatIstDateTime(request.submitted_at))}
          {(request.providers?.city ?? request.temples?.city) && (
            <span translate="no"> · {request.providers?.city ?? request.temples?.city}</span>
          )}
        </p>
      </div>
      <dl className="grid gap-1 text-sm">
        <Fact label={m.registration} value={request.registration_number} translate="no" />
        <Fact label={m.reference} value={request.reference} translate="no" />
        <Fact label={m.note} value={request.note} data-user-content />
      </dl>
      <EvidenceLinks request={request} />
      <p className="text-sm">
        {m.profile}{" "}
        <a translate="no" className="underline" href={profileHref} target="_blank" rel="noreferrer">
          {profileHref}
        </a>
      </p>
      <div className="flex flex-wrap gap-2">
        {(["approve", "reject"] as const).map((decision) => (
          <DecisionButton
            key={decision}
            name={name}
            variant={decision === "approve" ? "default" : "outline"}
            onClick={() => onDecide({ kind: request.subject_kind, subject, decision }, name)}
          >
            {m[decision]}
          </DecisionButton>
        ))}
      </div>
    </li>
  );
}

/** Verification requests waiting for a decision, oldest first. */
export function VerificationQueue() {
  const m = useMessages(adminMessages).queue;
  const queue = useVerificationQueue();
  const { decide, dialog } = useDecisionDialog();
  return (
    <>
      <QueryContent query={queue} loading={m.loading} empty={<p>{m.empty}</p>}>
        {(requests) => (
          <ul className="grid gap-4">
            {requests.map((request) => (
              <RequestCard key={request.id} request={request} onDecide={decide} />
            ))}
          </ul>
        )}
      </QueryContent>
      {dialog}
    </>
  );
}
