import type { RealtimeChannel, SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll } from "vitest";
import { createEmailUser } from "../../auth/auth-test-helpers.ts";
import { createTestServer, type TestServer } from "../../testing/create-test-server.ts";

export interface SignedIn {
  client: SupabaseClient;
  userId: string;
  accessToken: string;
}

/** A listening test server with Realtime, and a way to make signed-in supabase-js clients. */
export function useRealtimeServer(): {
  server: () => TestServer;
  signIn: () => Promise<SignedIn>;
  clients: SupabaseClient[];
} {
  let server: TestServer | undefined;
  const clients: SupabaseClient[] = [];
  beforeAll(async () => {
    server = await createTestServer({ listen: true });
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.removeAllChannels()));
    await server?.close();
  });
  const current = () => {
    if (!server) throw new Error("the server starts in beforeAll");
    return server;
  };
  return {
    server: current,
    clients,
    async signIn() {
      const password = "a long test password 1";
      const email = await createEmailUser(current(), password);
      const client = current().createClient();
      clients.push(client);
      const { data, error } = await client.auth.signInWithPassword({ email, password });
      if (error) throw error;
      client.realtime.setAuth(data.session.access_token);
      return { client, userId: data.user.id, accessToken: data.session.access_token };
    },
  };
}

/** Subscribes and resolves with the status the join ends in (SUBSCRIBED, CHANNEL_ERROR…). */
export function subscribed(channel: RealtimeChannel): Promise<{ status: string; error?: Error }> {
  return new Promise((resolve) => {
    channel.subscribe((status, error) => {
      if (status !== "CLOSED") resolve({ status, error });
    });
  });
}

/** Collects what a listener receives, and waits for it. */
export function inbox<T>(): {
  items: T[];
  push: (item: T) => void;
  next: (count?: number, withinMs?: number) => Promise<T[]>;
} {
  const items: T[] = [];
  const waiters: { count: number; resolve: (items: T[]) => void }[] = [];
  return {
    items,
    push(item) {
      items.push(item);
      for (const waiter of waiters.splice(0)) {
        if (items.length >= waiter.count) waiter.resolve(items);
        else waiters.push(waiter);
      }
    },
    next(count = 1, withinMs = 5000) {
      if (items.length >= count) return Promise.resolve(items);
      return new Promise((resolve, reject) => {
        waiters.push({ count, resolve });
        setTimeout(
          () => reject(new Error(`waited for ${count} messages, got ${items.length}`)),
          withinMs,
        ).unref();
      });
    },
  };
}

/** Long enough for a message that should not come to have come. */
export const quietPeriod = () => new Promise((resolve) => setTimeout(resolve, 400));
