import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "@/lib/i18n/locale-store";
import { renderWithQuery } from "@/testing/render-with-query";
import { LiveChatPanel } from "./live-chat-panel";

// What the panel asks of the server and the channel; the rules themselves run against the real
// database in server/src/platform/live-chat.test.ts.
const server = vi.hoisted(() => ({
  list: { data: [] as unknown[] | null, error: null as unknown },
  rpc: vi.fn(),
}));
const channel = vi.hoisted(() => ({
  topic: "",
  handlers: new Map<string, (message: { payload: unknown }) => void>(),
  onStatus: undefined as ((status: string) => void) | undefined,
}));

/** A supabase-js response: awaited as is, or through `.single()`. */
function response(data: unknown, error: unknown = null) {
  const result = { data, error };
  return {
    single: () => Promise.resolve(result),
    then: (resolve: (value: typeof result) => unknown) => Promise.resolve(result).then(resolve),
  };
}

vi.mock("@/lib/supabase", () => ({
  getSupabase: async () => ({
    from: () => {
      const query = {
        select: () => query,
        eq: () => query,
        order: () => query,
        limit: () => Promise.resolve({ ...server.list }),
      };
      return query;
    },
    rpc: server.rpc,
  }),
}));
vi.mock("@/lib/live-channel", () => ({
  joinLiveChannel: (
    sessionId: string,
    user: { bind(channel: unknown): void; onStatus(status: string): void },
  ) => {
    channel.topic = `live:${sessionId}`;
    const joined = {
      on: (_type: string, filter: { event: string }, handler: () => void) => {
        channel.handlers.set(filter.event, handler);
        return joined;
      },
    };
    user.bind(joined);
    channel.onStatus = (status) => user.onStatus(status);
    return () => {};
  },
}));

const FROM_OTHER = {
  id: "m1",
  session_id: "s1",
  user_id: "user-2",
  author_name: "Sita",
  body: "Har Har Mahadev",
  created_at: "2026-11-29T12:30:00Z",
};
const MINE = {
  ...FROM_OTHER,
  id: "m2",
  user_id: "user-1",
  author_name: "Meera Devi",
  body: "Jai",
  created_at: "2026-11-29T12:31:00Z",
};

function moderates(isHost: boolean) {
  server.rpc.mockImplementation((name: string) =>
    name === "moderates_live_chat" ? response(isHost) : response(null),
  );
}

beforeEach(() => {
  server.list = { data: [], error: null };
  server.rpc.mockReset();
  moderates(false);
  channel.handlers.clear();
  channel.onStatus = undefined;
});
afterEach(() => setLocale("en"));

describe("LiveChatPanel", () => {
  it("loads, then invites the first message when there is none", async () => {
    renderWithQuery(<LiveChatPanel sessionId="s1" />);
    expect(screen.getByText("Loading chat")).toBeInTheDocument();
    expect(await screen.findByText("No messages yet — say Jai Shri Ram")).toBeInTheDocument();
    expect(screen.getByRole("log", { name: "Chat messages" })).toHaveAttribute(
      "aria-live",
      "polite",
    );
    expect(channel.topic).toBe("live:s1");
  });

  it("offers Report on others' messages, nothing on one's own, and Remove and Mute to a host", async () => {
    // Newest first, as the read asks; shown oldest first.
    server.list.data = [MINE, FROM_OTHER];
    const { unmount } = renderWithQuery(<LiveChatPanel sessionId="s1" />);
    const log = await screen.findByRole("log");
    const [other, mine] = within(log).getAllByRole("listitem");
    expect(mine).toHaveTextContent("You");
    expect(within(mine!).queryByRole("button")).toBeNull();
    expect(within(other!).getByRole("button", { name: "Report message from Sita" })).toBeVisible();
    unmount();

    moderates(true);
    renderWithQuery(<LiveChatPanel sessionId="s1" />);
    expect(
      await screen.findByRole("button", { name: "Remove message from Sita" }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Mute Sita in this chat" }));
    expect(server.rpc).toHaveBeenCalledWith("mute_live_chat_user", {
      session_id: "s1",
      user_id: "user-2",
    });
    expect(await screen.findByText("Sita is muted in this chat.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Remove message from Sita" }));
    expect(server.rpc).toHaveBeenCalledWith("remove_live_chat_message", { id: "m1" });
    await waitFor(() => expect(screen.queryByText("Har Har Mahadev")).toBeNull());
  });

  it("counts characters, sends with Enter, and shows the message at once", async () => {
    server.rpc.mockImplementation((name: string, args: { body: string }) =>
      name === "post_live_chat_message"
        ? response({ ...MINE, id: "m3", body: args.body.trim() })
        : response(false),
    );
    renderWithQuery(<LiveChatPanel sessionId="s1" />);
    const field = await screen.findByRole("textbox", { name: "Message" });
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
    await userEvent.type(field, "Jai Shri Ram{Enter}");
    expect(server.rpc).toHaveBeenCalledWith("post_live_chat_message", {
      session_id: "s1",
      body: "Jai Shri Ram",
    });
    expect(await screen.findByText("Jai Shri Ram")).toBeInTheDocument();
    expect(field).toHaveValue("");
    expect(field).toHaveAccessibleDescription("0 of 300 characters");
    expect(field).toHaveAttribute("maxLength", "300");
  });

  it("words a refusal by its code", async () => {
    server.rpc.mockImplementation((name: string) =>
      name === "post_live_chat_message"
        ? response(null, {
            code: "42501",
            message: "The host has muted you in this chat",
            details: '{"code":"live_chat.muted"}',
          })
        : response(false),
    );
    renderWithQuery(<LiveChatPanel sessionId="s1" />);
    await userEvent.type(await screen.findByRole("textbox"), "Namaste{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The host has muted you in this chat",
    );
  });

  it("adds what the channel brings, drops what a host removed, and reads again on rejoining", async () => {
    renderWithQuery(<LiveChatPanel sessionId="s1" />);
    await screen.findByText("No messages yet — say Jai Shri Ram");
    expect(screen.getByText("Connecting to the chat…")).toBeInTheDocument();
    await waitFor(() => expect(channel.onStatus).toBeDefined());
    act(() => channel.onStatus!("SUBSCRIBED"));
    expect(screen.queryByText("Connecting to the chat…")).toBeNull();

    const { user_id: _account, ...broadcast } = FROM_OTHER;
    act(() => channel.handlers.get("chat")!({ payload: broadcast }));
    expect(await screen.findByText("Har Har Mahadev")).toBeInTheDocument();
    act(() => channel.handlers.get("chat_removed")!({ payload: { id: "m1" } }));
    await waitFor(() => expect(screen.queryByText("Har Har Mahadev")).toBeNull());

    act(() => channel.onStatus!("CHANNEL_ERROR"));
    expect(screen.getByText("New messages are paused while we reconnect.")).toBeInTheDocument();
    server.list.data = [FROM_OTHER];
    act(() => channel.onStatus!("SUBSCRIBED"));
    expect(await screen.findByText("Har Har Mahadev")).toBeInTheDocument();
  });

  it("says when the device is offline, and keeps Send off", async () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      renderWithQuery(<LiveChatPanel sessionId="s1" />);
      expect(
        await screen.findByText("You are offline. The chat continues when you reconnect."),
      ).toBeInTheDocument();
      await userEvent.type(screen.getByRole("textbox"), "Namaste");
      expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
    } finally {
      onLine.mockRestore();
    }
  });

  it("offers Retry when the messages cannot be read", async () => {
    server.list = { data: null, error: { code: "PGRST000", message: "down" } };
    renderWithQuery(<LiveChatPanel sessionId="s1" />);
    const alert = await screen.findByRole("alert");
    server.list = { data: [FROM_OTHER], error: null };
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Har Har Mahadev")).toBeInTheDocument();
  });

  it("speaks Hindi, the authors' words as written", async () => {
    setLocale("hi");
    server.list.data = [FROM_OTHER];
    renderWithQuery(<LiveChatPanel sessionId="s1" />);
    expect(await screen.findByRole("heading", { name: "लाइव चैट" })).toBeInTheDocument();
    expect(screen.getByRole("log", { name: "चैट संदेश" })).toHaveTextContent("Har Har Mahadev");
    expect(screen.getByRole("button", { name: "Sita के संदेश की रिपोर्ट करें" })).toBeVisible();
    expect(screen.getByRole("textbox", { name: "संदेश" })).toHaveAccessibleDescription(
      "300 में से 0 अक्षर",
    );
    await userEvent.click(screen.getByRole("button", { name: "Sita के संदेश की रिपोर्ट करें" }));
    server.rpc.mockImplementation(() =>
      response(null, {
        code: "22023",
        message: "You cannot report your own message",
        details: '{"code":"live_chat.own_message"}',
      }),
    );
    await userEvent.type(screen.getByRole("textbox", { name: "इस संदेश में क्या गलत है?" }), "x");
    await userEvent.click(screen.getByRole("button", { name: "रिपोर्ट भेजें" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "आप अपने ही संदेश की रिपोर्ट नहीं कर सकते।",
    );
  });

  it("shows the empty chat in Hindi", async () => {
    setLocale("hi");
    renderWithQuery(<LiveChatPanel sessionId="s1" />);
    expect(await screen.findByText("अभी कोई संदेश नहीं — जय श्री राम कहें")).toBeInTheDocument();
  });
});
