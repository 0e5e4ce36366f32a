import { createClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { getImageUrl, ImageUploadError, uploadImage } from "./image-upload";

const URL_BASE = "http://api.test";

/**
 * A real supabase-js client whose fetch answers as Supabase Storage does, recording each request,
 * so the test sees exactly what storage-js sends for our helper.
 */
function storageClient(reply: { status: number; body: unknown }) {
  const requests: Request[] = [];
  const client = createClient(URL_BASE, "anon-key", {
    auth: { persistSession: false, autoRefreshToken: false },
    global: {
      fetch: (input, init) => {
        requests.push(new Request(input, init));
        return Promise.resolve(Response.json(reply.body, { status: reply.status }));
      },
    },
  });
  return { client, requests };
}

const photo = () => new File([new Uint8Array(16)], "me.jpg", { type: "image/jpeg" });

describe("uploadImage", () => {
  it("uploads through supabase.storage and returns the public URL", async () => {
    const { client, requests } = storageClient({
      status: 200,
      body: { Id: "id-1", Key: "avatars/user-1/me.jpg" },
    });
    const result = await uploadImage(
      { bucket: "avatars", path: "user-1/me.jpg", file: photo(), upsert: true },
      client,
    );
    expect(result).toEqual({
      path: "user-1/me.jpg",
      publicUrl: `${URL_BASE}/storage/v1/object/public/avatars/user-1/me.jpg`,
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe("POST");
    expect(requests[0]!.url).toBe(`${URL_BASE}/storage/v1/object/avatars/user-1/me.jpg`);
    expect(requests[0]!.headers.get("x-upsert")).toBe("true");
  });

  it("refuses a wrong type or size without sending anything", async () => {
    const { client, requests } = storageClient({ status: 200, body: {} });
    const gif = new File([new Uint8Array(4)], "a.gif", { type: "image/gif" });
    await expect(
      uploadImage({ bucket: "avatars", path: "u/a.gif", file: gif }, client),
    ).rejects.toMatchObject({
      problem: "wrong_type",
    });
    const big = new File([new Uint8Array(3 * 1024 * 1024)], "big.jpg", { type: "image/jpeg" });
    await expect(
      uploadImage({ bucket: "avatars", path: "u/big.jpg", file: big }, client),
    ).rejects.toMatchObject({
      problem: "too_large",
    });
    expect(requests).toHaveLength(0);
  });

  it("turns Storage's refusals into problems the control can explain", async () => {
    const { client } = storageClient({
      status: 400,
      body: {
        statusCode: "403",
        code: "AccessDenied",
        error: "Unauthorized",
        message: "new row violates row-level security policy",
      },
    });
    const refusal = uploadImage(
      { bucket: "avatars", path: "someone-else/me.jpg", file: photo() },
      client,
    );
    await expect(refusal).rejects.toBeInstanceOf(ImageUploadError);
    await expect(refusal).rejects.toMatchObject({ problem: "not_allowed" });
  });
});

describe("getImageUrl", () => {
  it("asks for a resized copy through the image transformation URL", async () => {
    const { client } = storageClient({ status: 200, body: {} });
    expect(
      await getImageUrl("temple-media", "t-1/cover.jpg", { width: 480, height: 270 }, client),
    ).toBe(
      `${URL_BASE}/storage/v1/render/image/public/temple-media/t-1/cover.jpg?width=480&height=270`,
    );
  });
});
