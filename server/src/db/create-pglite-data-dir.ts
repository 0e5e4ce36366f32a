// Run as its own process (`node create-pglite-data-dir.ts <dir>`): creates an embedded database
// (initdb) in <dir> and exits. initdb runs a second Postgres whose memory the C allocator keeps
// after it is freed; in a process of its own, all of it goes back to the system when it ends.
import { openPgliteDatabase } from "./pglite-database.ts";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: create-pglite-data-dir.ts <data directory>");
const db = await openPgliteDatabase(dataDir);
await db.close();
