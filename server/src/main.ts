import { enableCompileCache } from "node:module";

// Node keeps the compiled form of every module (TypeScript already stripped) in its compile
// cache (`NODE_COMPILE_CACHE`, else the system's temporary folder), so a restart loads the
// server's few hundred files in about a third of the time. It must be on before they load.
enableCompileCache();
await import("./serve.ts");
