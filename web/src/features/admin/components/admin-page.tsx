import { MAIN_CONTENT_ID } from "@/components/ui/skip-link";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { TwoFactorSettings } from "@/features/two-factor";
import { useMessages } from "@/lib/i18n/use-messages";
import { adminMessages } from "../messages";
import { AdminAccess } from "./admin-access";
import { AuditLog } from "./audit-log";
import { ListedSubjects } from "./listed-subjects";
import { ReportList } from "./report-list";
import { VerificationQueue } from "./verification-queue";

const TABS = [
  { value: "requests", content: <VerificationQueue /> },
  { value: "listed", content: <ListedSubjects /> },
  { value: "reports", content: <ReportList /> },
  { value: "audit", content: <AuditLog /> },
  { value: "account", content: <TwoFactorSettings /> },
] as const;

/**
 * /admin: verification requests, listed providers and temples, reports, the audit log, and the
 * administrator's own two-factor sign-in.
 */
export function AdminPage() {
  const m = useMessages(adminMessages);
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 outline-none"
    >
      <h1 className="text-2xl font-bold md:text-3xl">{m.title}</h1>
      <AdminAccess>
        <Tabs defaultValue="requests" className="grid gap-4">
          <TabsList className="flex flex-wrap">
            {TABS.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {m.tabs[tab.value]}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map((tab) => (
            <TabsContent key={tab.value} value={tab.value} className="grid gap-4">
              <h2 className="sr-only">{m.tabs[tab.value]}</h2>
              {tab.content}
            </TabsContent>
          ))}
        </Tabs>
      </AdminAccess>
    </main>
  );
}
