import { join, resolve } from "node:path";
import { type Context, Hono } from "hono";
import { DatabaseUnavailableError } from "../db/connection-errors.ts";
import type { AppDeps, AppEnv } from "../http/app-env.ts";
import { noStoreByDefault } from "../http/no-store-by-default.ts";
import { createFileStore } from "./file-store.ts";
import { RESERVED_BUCKET_NAMES } from "./object-key.ts";
import { copyObject } from "./routes/copy-object.ts";
import { createObject } from "./routes/create-object.ts";
import { deleteObjects } from "./routes/delete-objects.ts";
import { getObject } from "./routes/get-object.ts";
import { getObjectInfo } from "./routes/get-object-info.ts";
import { getPublicObject } from "./routes/get-public-object.ts";
import { getSignedObject } from "./routes/get-signed-object.ts";
import { getBucket, listBuckets } from "./routes/list-buckets.ts";
import { listObjects } from "./routes/list-objects.ts";
import { listObjectsV2Route } from "./routes/list-objects-v2.ts";
import {
  createBucketRoute,
  deleteBucketRoute,
  emptyBucketRoute,
  updateBucketRoute,
} from "./routes/manage-buckets.ts";
import { moveObject } from "./routes/move-object.ts";
import { renderImageRoute } from "./routes/render-image.ts";
import { signObject } from "./routes/sign-object.ts";
import { signObjects } from "./routes/sign-objects.ts";
import { signUpload, uploadToSignedUrl } from "./routes/signed-upload.ts";
import type { StorageDeps } from "./storage-deps.ts";
import { StorageError, storageErrors } from "./storage-errors.ts";

// `{key}` is the rest of the path, slashes included; Hono hands it over percent-decoded.
const KEY = ":bucket/:key{.+}";

/**
 * The Supabase Storage-compatible API, mounted at /storage/v1. Registration order matters:
 * the fixed paths (`list`, `list-v2`, `upload/sign`, `sign`, `info`, `public`, `authenticated`, `move`, `copy`) come before
 * `/object/{bucket}/{key}`, as in Storage, so they are never read as bucket names.
 */
export function createStorageRouter(deps: AppDeps): Hono<AppEnv> {
  const storage: StorageDeps = {
    db: deps.db,
    keys: deps.keys,
    jwt: deps.jwt,
    clock: deps.clock,
    logger: deps.logger,
    files: createFileStore(
      resolve(deps.config.STORAGE_DIR ?? join(deps.config.DATA_DIR, "storage")),
    ),
    fileSizeLimit: deps.config.STORAGE_FILE_SIZE_LIMIT,
  };
  const router = new Hono<AppEnv>();
  // Listings, signed URLs and errors; a file keeps the Cache-Control it was stored with.
  router.use(noStoreByDefault);
  router.get("/bucket", (c) => listBuckets(c, storage));
  router.get("/bucket/:id", (c) => getBucket(c, storage));
  router.post("/bucket", (c) => createBucketRoute(c, storage));
  router.put("/bucket/:id", (c) => updateBucketRoute(c, storage));
  router.delete("/bucket/:id", (c) => deleteBucketRoute(c, storage));
  router.post("/bucket/:id/empty", (c) => emptyBucketRoute(c, storage));
  router.post("/object/list/:bucket", (c) => listObjects(c, storage));
  router.post("/object/list-v2/:bucket", (c) => listObjectsV2Route(c, storage));
  router.post("/object/move", (c) => moveObject(c, storage));
  router.post("/object/copy", (c) => copyObject(c, storage));
  router.post(`/object/upload/sign/${KEY}`, (c) => signUpload(c, storage));
  router.put(`/object/upload/sign/${KEY}`, (c) => uploadToSignedUrl(c, storage));
  router.post(`/object/sign/${KEY}`, (c) => signObject(c, storage));
  router.post("/object/sign/:bucket", (c) => signObjects(c, storage));
  router.get(`/object/sign/${KEY}`, (c) => getSignedObject(c, storage));
  router.get(`/object/info/public/${KEY}`, (c) => getObjectInfo(c, storage, "public"));
  router.get(`/object/info/authenticated/${KEY}`, (c) =>
    getObjectInfo(c, storage, "authenticated"),
  );
  router.get(`/object/info/${KEY}`, (c) => getObjectInfo(c, storage, "either"));
  router.get(`/object/public/${KEY}`, (c) => getPublicObject(c, storage));
  router.get(`/object/authenticated/${KEY}`, (c) =>
    getObject(c, storage, { isAuthenticatedRoute: true }),
  );
  // A route word left over here names a route this server lacks or a malformed path.
  router.on(["GET", "POST", "PUT", "DELETE"], ["/object/:bucket", `/object/${KEY}`], (c, next) => {
    if (RESERVED_BUCKET_NAMES.has(c.req.param("bucket")!)) throw routeNotFound(c);
    return next();
  });
  router.get(`/object/${KEY}`, (c) => getObject(c, storage, { isAuthenticatedRoute: false }));
  router.on(["POST", "PUT"], `/object/${KEY}`, (c) => createObject(c, storage));
  router.delete("/object/:bucket", (c) => deleteObjects(c, storage));
  router.get(`/render/image/public/${KEY}`, (c) => renderImageRoute(c, storage, "public"));
  router.get(`/render/image/authenticated/${KEY}`, (c) =>
    renderImageRoute(c, storage, "authenticated"),
  );
  router.get(`/render/image/sign/${KEY}`, (c) => renderImageRoute(c, storage, "sign"));
  router.all("*", (c) => {
    throw routeNotFound(c);
  });
  router.onError((error, c) => renderError(error, c));
  return router;
}

/** Storage's 404 for a path it has no route for, named as Storage sees it (below /storage/v1). */
function routeNotFound(c: Context<AppEnv>): StorageError {
  const url = new URL(c.req.url);
  const path = url.pathname.replace(/^\/storage\/v1/, "");
  return storageErrors.routeNotFound(c.req.method, `${path}${url.search}`);
}

function renderError(error: unknown, c: Context<AppEnv>): Response {
  const storageError =
    error instanceof StorageError
      ? error
      : error instanceof DatabaseUnavailableError
        ? storageErrors.databaseUnavailable(error)
        : storageErrors.internal(error);
  // An outage is logged once by the database adapter.
  if (storageError.statusCode >= 500 && !(error instanceof DatabaseUnavailableError)) {
    c.get("logger").error({ err: storageError.cause ?? storageError }, "storage error");
  }
  return c.json(storageError.toBody(), storageError.httpStatus as 400);
}
