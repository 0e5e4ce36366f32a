import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "@/lib/i18n/locale-store";
import { renderWithQuery } from "@/testing/render-with-query";
import { LiveChatReportList } from "./live-chat-report-list";

// The queue of reported chat messages and its two actions; who may see and act on it is held by
// server/src/platform/live-chat.test.ts.
const rpc = vi.hoisted(() => vi.fn());
vi.mock("@/lib/supabase", () => ({ getSupabase: async () => ({ rpc }) }));

const REPORT = {
  report_id: "r1",
  reason: "Selling things",
  reported_at: "2026-11-29T06:30:00Z",
  reporter_name: "Meera Devi",
  message_id: "m1",
  body: "Buy my book",
  author_name: "Ravi",
  message_removed: false,
  session_id: "s1",
  session_title: "Sandhya Aarti",
};

afterEach(async () => {
  rpc.mockReset();
  await setLocale("en");
});

describe("LiveChatReportList", () => {
  it("shows the message, its session and reporter, and removes it", async () => {
    let queue = [REPORT];
    rpc.mockImplementation(async (name: string) => {
      if (name === "remove_live_chat_message") queue = [];
      return { data: name === "live_chat_report_queue" ? queue : null, error: null };
    });
    renderWithQuery(<LiveChatReportList />);
    expect(await screen.findByText('Ravi wrote: "Buy my book"')).toBeVisible();
    expect(screen.getByText("In the live session Sandhya Aarti")).toBeVisible();
    expect(screen.getByText("Reason given: Selling things")).toBeVisible();
    expect(screen.getByText("Reported by Meera Devi")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Remove message" }));
    expect(rpc).toHaveBeenCalledWith("remove_live_chat_message", { id: "m1" });
    await waitFor(() => expect(screen.getByText("No reported chat messages.")).toBeVisible());
  });

  it("dismisses in Hindi, and says why an action failed", async () => {
    await setLocale("hi");
    rpc.mockImplementation(async (name: string) =>
      name === "live_chat_report_queue"
        ? { data: [REPORT], error: null }
        : {
            data: null,
            error: {
              code: "42501",
              message: "Your authenticator code is needed to dismiss chat reports",
              details: '{"code":"admin.code_required","action":"dismiss chat reports"}',
            },
          },
    );
    renderWithQuery(<LiveChatReportList />);
    await userEvent.click(await screen.findByRole("button", { name: "ख़ारिज करें" }));
    expect(rpc).toHaveBeenCalledWith("dismiss_live_chat_reports", { message_id: "m1" });
    expect(await screen.findByRole("alert")).toHaveTextContent("फिर से लॉग इन करें");
    expect(screen.getByText('Ravi ने लिखा: "Buy my book"')).toBeVisible();
  });
});
