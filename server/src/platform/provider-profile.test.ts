import { describe, expect, it } from "vitest";
import { useTestServer } from "../testing/use-test-server.ts";
import { createPlatformUser } from "./testing/platform-world.ts";

// The provider profile as /profile writes it: a first submission inserts the row (pending), the
// slug is unique, and later saves update only the columns owners may change.
const server = useTestServer();

describe("provider profile", () => {
  it("saves a UPI ID on a provider and a temple, and refuses one without a handle", async () => {
    const owner = await createPlatformUser(server, "upi", { roles: ["guru"] });
    const saved = await owner.client
      .from("providers")
      .insert({
        user_id: owner.id,
        kind: "guru",
        slug: "upi-guru",
        display_name: "G",
        upi_id: "guru.ji@okaxis",
      })
      .select("upi_id")
      .single();
    expect(saved.data).toEqual({ upi_id: "guru.ji@okaxis" });
    const bad = await owner.client
      .from("providers")
      .update({ upi_id: "@okaxis" })
      .eq("user_id", owner.id);
    expect(bad.error?.code).toBe("23514");
    await server.db.query(
      "insert into public.temples (slug, name, upi_id) values ('upi-mandir', 'M', 'mandir@sbi')",
    );
  });

  it("inserts a pending profile, answers a taken slug with 23505, and keeps the status on edit", async () => {
    const first = await createPlatformUser(server, "first", { roles: ["pujari"] });
    const second = await createPlatformUser(server, "second", { roles: ["pujari"] });
    const row = {
      display_name: "Pandit Mohan",
      bio: "",
      specialisations: ["Griha Pravesh"],
      languages: ["Hindi"],
      city: null,
      service_area: null,
      years_experience: 12,
      upi_id: "mohan@upi",
      photo_path: null,
    };
    const inserted = await first.client
      .from("providers")
      .insert({ ...row, user_id: first.id, kind: "pujari", slug: "pandit-mohan" });
    expect(inserted.error).toBeNull();

    const clash = await second.client
      .from("providers")
      .insert({ ...row, user_id: second.id, kind: "pujari", slug: "pandit-mohan" });
    expect(clash.error?.code).toBe("23505");

    const edited = await first.client
      .from("providers")
      .update({ ...row, bio: "Vedic rituals" })
      .eq("user_id", first.id)
      .select("bio, verification_status")
      .single();
    expect(edited.data).toEqual({ bio: "Vedic rituals", verification_status: "pending" });
  });

  it("lets a declined provider ask again (rejected -> pending), and refuses it otherwise", async () => {
    const owner = await createPlatformUser(server, "again", { roles: ["guru"] });
    const none = await owner.client.rpc("request_verification");
    expect(none.error?.code).toBe("PT404");
    await owner.client
      .from("providers")
      .insert({ user_id: owner.id, kind: "guru", slug: "ask-again", display_name: "G" });
    const pending = await owner.client.rpc("request_verification");
    expect(pending.error?.code).toBe("PT409");

    await server.db.query(
      "select public.set_verification_status('provider', 'ask-again', 'rejected', 'Photo unclear')",
    );
    const asked = await owner.client.rpc("request_verification");
    expect(asked.error).toBeNull();
    expect(asked.data).toMatchObject({ verification_status: "pending", rejection_reason: null });

    const anonymous = await server.createClient().rpc("request_verification");
    expect(anonymous.error).not.toBeNull();
  });
});
