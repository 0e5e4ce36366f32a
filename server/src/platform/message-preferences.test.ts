import { beforeAll, describe, expect, it } from "vitest";
import { useTestServer } from "../testing/use-test-server.ts";
import { createPlatformUser, type PlatformUser } from "./testing/platform-world.ts";

// Each person's message channels, through supabase-js as the web app reads and writes them.
const server = useTestServer();
let asha: PlatformUser;
let ravi: PlatformUser;

beforeAll(async () => {
  [asha, ravi] = await Promise.all([
    createPlatformUser(server, "asha", { roles: ["devotee"] }),
    createPlatformUser(server, "ravi", { roles: ["devotee"] }),
  ]);
});

async function savePhone(user: PlatformUser, phone: string) {
  return user.client
    .from("message_preferences")
    .upsert({ user_id: user.id, phone, sms_enabled: true }, { onConflict: "user_id" })
    .select("phone")
    .single<{ phone: string }>();
}

describe("message_preferences", () => {
  it.each([
    ["9812345678", "+919812345678"],
    ["98123 45678", "+919812345678"],
    ["+91 98123 45678", "+919812345678"],
    ["+91-98123-45678", "+919812345678"],
    ["098123 45678", "+919812345678"],
    ["91 9812345678", "+919812345678"],
    ["+91 098123 45678", "+919812345678"],
    ["(+44) 7700 900123", "+447700900123"],
  ])("keeps %s as %s", async (written, stored) => {
    const { data, error } = await savePhone(asha, written);
    expect(error).toBeNull();
    expect(data?.phone).toBe(stored);
  });

  it.each(["12345", "98123456", "+91 5812345678", "phone", "+0 98123 45678", "00 91 98123"])(
    "refuses %s with a coded error",
    async (written) => {
      const { error } = await savePhone(asha, written);
      expect(error?.code).toBe("22023");
      expect(JSON.parse(error?.details ?? "{}")).toEqual({
        code: "messages.phone_invalid",
        phone: written,
      });
    },
  );

  it("refuses SMS without any number to send to", async () => {
    const { error } = await ravi.client
      .from("message_preferences")
      .insert({ user_id: ravi.id, sms_enabled: true });
    expect(JSON.parse(error?.details ?? "{}")).toEqual({ code: "messages.phone_required" });
  });

  it("lets a person read and change only their own row", async () => {
    await savePhone(asha, "9812345678");
    expect(
      (await ravi.client.from("message_preferences").insert({ user_id: ravi.id })).error,
    ).toBeNull();
    const seen = await ravi.client.from("message_preferences").select("user_id, phone");
    expect(seen.data).toEqual([{ user_id: ravi.id, phone: null }]);
    const changed = await ravi.client
      .from("message_preferences")
      .update({ phone: "9000000000", sms_enabled: true })
      .eq("user_id", asha.id)
      .select();
    expect(changed.data).toEqual([]);
    const taken = await ravi.client
      .from("message_preferences")
      .upsert({ user_id: asha.id, phone: "9000000000" }, { onConflict: "user_id" });
    expect(taken.error?.code).toBe("42501");
    const removed = await ravi.client
      .from("message_preferences")
      .delete()
      .eq("user_id", asha.id)
      .select();
    expect(removed.data).toEqual([]);
    const { rows } = await server.db.query(
      "select phone from public.message_preferences where user_id = $1",
      [asha.id],
    );
    expect(rows).toEqual([{ phone: "+919812345678" }]);
  });

  it("is closed to visitors, and opt-outs and the send log to every signed-in user", async () => {
    const anon = server.createClient();
    expect((await anon.from("message_preferences").select()).error?.code).toBe("42501");
    for (const table of ["phone_opt_outs", "phone_messages"]) {
      expect((await asha.client.from(table).select()).error?.code).toBe("42501");
    }
  });

  it("tells a person which of their channels replied STOP, and no one else's", async () => {
    await savePhone(asha, "9812345678");
    await server.db.query(
      "insert into public.phone_opt_outs (phone, channel) values ('+919812345678', 'sms'), ('+919000000000', 'sms')",
    );
    expect((await asha.client.rpc("my_phone_opt_outs")).data).toEqual([
      { phone: "+919812345678", channel: "sms" },
    ]);
    expect((await ravi.client.rpc("my_phone_opt_outs")).data).toEqual([]);
    expect((await server.createClient().rpc("my_phone_opt_outs")).error?.code).toBe("42501");
  });
});
