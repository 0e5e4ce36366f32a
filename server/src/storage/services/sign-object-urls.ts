import { signJwt } from "../../lib/jwt.ts";
import { checkObjectKey } from "../object-key.ts";
import { findObject, findObjectNames } from "../repositories/objects.ts";
import { runAsCaller, type StorageCaller } from "../storage-caller.ts";
import type { StorageDeps } from "../storage-deps.ts";
import { storageErrors } from "../storage-errors.ts";
import { checkCanUpload } from "./upload-object.ts";

const DOWNLOAD_SCOPE = "download";
const UPLOAD_SCOPE = "upload";
// Storage's default lifetime of a signed upload URL (`UPLOAD_SIGNED_URL_EXPIRATION_TIME`).
const UPLOAD_URL_SECONDS = 2 * 60 * 60;

async function signPath(
  deps: StorageDeps,
  url: string,
  expiresIn: number,
  extra: object,
  scope = DOWNLOAD_SCOPE,
) {
  const iat = Math.floor(deps.clock.now().getTime() / 1000);
  return signJwt(deps.keys, { ...extra, url, scope, iat, exp: iat + expiresIn });
}

/**
 * `createSignedUploadUrl`: the caller must be allowed to upload the key now (policies tried and
 * rolled back); the token names the path, the caller as owner and whether it may replace.
 */
export async function signUploadUrl(
  deps: StorageDeps,
  caller: StorageCaller,
  input: { bucketId: string; key: string; isUpsert: boolean },
): Promise<{ url: string; token: string }> {
  await checkCanUpload(deps, caller, input);
  const url = `${input.bucketId}/${input.key}`;
  const claims = { owner: caller.owner, upsert: input.isUpsert };
  const token = await signPath(deps, url, UPLOAD_URL_SECONDS, claims, UPLOAD_SCOPE);
  return { url: `/object/upload/sign/${url}?token=${token}`, token };
}

/** Checks a signed upload URL's token against its path; returns who uploads and if it replaces. */
export async function verifyUploadToken(
  deps: StorageDeps,
  token: string,
  bucketId: string,
  key: string,
): Promise<{ owner: string | undefined; isUpsert: boolean }> {
  const claims = await verifyScopedToken(deps, token, `${bucketId}/${key}`, UPLOAD_SCOPE);
  return {
    owner: typeof claims.owner === "string" ? claims.owner : undefined,
    isUpsert: claims.upsert === true,
  };
}

async function verifyScopedToken(deps: StorageDeps, token: string, url: string, scope: string) {
  let claims;
  try {
    claims = await deps.jwt.verify(token);
  } catch (error) {
    const isExpired = (error as { isExpired?: boolean }).isExpired === true;
    throw isExpired ? storageErrors.expiredSignature() : storageErrors.invalidJwt("Invalid JWT");
  }
  if (claims.scope !== scope) {
    throw storageErrors.invalidSignature(`Token is not scoped for ${scope}`);
  }
  if (claims.url !== url) throw storageErrors.invalidSignature();
  return claims;
}

/**
 * `createSignedUrl`: the caller must be able to read the object under their policies; the token
 * is a JWT signed with the server's key naming `bucket/key` (and any image transformation).
 */
export async function signObjectUrl(
  deps: StorageDeps,
  caller: StorageCaller,
  input: { bucketId: string; key: string; expiresIn: number; transformations?: string },
): Promise<string> {
  checkObjectKey(input.key);
  const object = await runAsCaller(deps.db, caller, (tx) =>
    findObject(tx, input.bucketId, input.key),
  );
  if (!object) throw storageErrors.noSuchKey();
  const url = `${input.bucketId}/${input.key}`;
  const extra = input.transformations ? { transformations: input.transformations } : {};
  const token = await signPath(deps, url, input.expiresIn, extra);
  const route = input.transformations ? "render/image" : "object";
  // Unencoded, as Storage answers: storage-js applies encodeURI to the whole URL itself.
  return `/${route}/sign/${url}?token=${token}`;
}

/** `createSignedUrls`: one entry per path; paths the caller cannot read get an error string. */
export async function signObjectUrls(
  deps: StorageDeps,
  caller: StorageCaller,
  input: { bucketId: string; paths: string[]; expiresIn: number },
): Promise<{ error: string | null; path: string; signedURL: string | null }[]> {
  const visible = await runAsCaller(deps.db, caller, (tx) =>
    findObjectNames(tx, input.bucketId, input.paths),
  );
  return Promise.all(
    input.paths.map(async (path) => {
      if (!visible.has(path)) {
        const error = "Either the object does not exist or you do not have access to it";
        return { error, path, signedURL: null };
      }
      const url = `${input.bucketId}/${path}`;
      const token = await signPath(deps, url, input.expiresIn, {});
      return { error: null, path, signedURL: `/object/sign/${url}?token=${token}` };
    }),
  );
}

/** Checks a signed URL's token against the path it was used on; returns its transformations. */
export async function verifyObjectToken(
  deps: StorageDeps,
  token: string,
  bucketId: string,
  key: string,
): Promise<{ transformations: string | undefined; expiresAt: Date }> {
  const claims = await verifyScopedToken(deps, token, `${bucketId}/${key}`, DOWNLOAD_SCOPE);
  return {
    transformations:
      typeof claims.transformations === "string" ? claims.transformations : undefined,
    expiresAt: new Date((claims.exp ?? 0) * 1000),
  };
}
