import type { ReactNode } from "react";
import { MainContent } from "@/components/page-main";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
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
] as const;

/**
 * /admin: verification requests, listed providers and temples, reports, the audit log, and the
 * administrator's own two-factor sign-in (`twoFactorSettings`, the card the app places).
 */
export function AdminPage({ twoFactorSettings }: { twoFactorSettings: ReactNode }) {
  const m = useMessages(adminMessages);
  const tabs = [...TABS, { value: "account", content: twoFactorSettings } as const];
  return (
    <MainContent className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold md:text-3xl">{m.title}</h1>
      <AdminAccess twoFactorSettings={twoFactorSettings}>
        <Tabs defaultValue="requests" className="grid gap-4">
          <TabsList className="flex flex-wrap">
            {tabs.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {m.tabs[tab.value]}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map((tab) => (
            <TabsContent key={tab.value} value={tab.value} className="grid gap-4">
              <h2 className="sr-only">{m.tabs[tab.value]}</h2>
              {tab.content}
            </TabsContent>
          ))}
        </Tabs>
      </AdminAccess>
    </MainContent>
  );
}
