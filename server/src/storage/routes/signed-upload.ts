// POST /object/upload/sign/{bucket}/{key} and PUT /object/upload/sign/{bucket}/{key}?token=:
// Storage's getSignedUploadURL and uploadSignedObject (storage-js `createSignedUploadUrl`,
// `uploadToSignedUrl`).
import type { Context } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import { readUploadBody } from "../read-upload-body.ts";
import { signUploadUrl, verifyUploadToken } from "../services/sign-object-urls.ts";
import { uploadObject } from "../services/upload-object.ts";
import { resolveStorageCaller, type StorageCaller } from "../storage-caller.ts";
import type { StorageDeps } from "../storage-deps.ts";
import { storageErrors } from "../storage-errors.ts";

export async function signUpload(c: Context<AppEnv>, deps: StorageDeps): Promise<Response> {
  const caller = await resolveStorageCaller(deps, c.req.header("authorization"));
  const signed = await signUploadUrl(deps, caller, {
    bucketId: c.req.param("bucket")!,
    key: c.req.param("key")!,
    isUpsert: c.req.header("x-upsert") === "true",
  });
  return c.json(signed);
}

export async function uploadToSignedUrl(c: Context<AppEnv>, deps: StorageDeps): Promise<Response> {
  const bucketId = c.req.param("bucket")!;
  const key = c.req.param("key")!;
  const token = c.req.query("token");
  if (!token) throw storageErrors.invalidRequest("querystring must have required property 'token'");
  const { owner, isUpsert } = await verifyUploadToken(deps, token, bucketId, key);
  // The policies were checked when the URL was signed; the upload itself runs as the server,
  // recording the signer as the owner, as Storage does.
  const server: StorageCaller = {
    as: { role: "service_role", claims: { role: "service_role", ...(owner && { sub: owner }) } },
    owner,
    isAuthenticated: true,
  };
  const { key: path } = await uploadObject(deps, server, {
    bucketId,
    key,
    isUpsert,
    readBody: readUploadBody(c),
  });
  return c.json({ Key: path });
}
