// Vite plugin serving `virtual:lazy-auth-chunks`: the URLs of the lazily loaded code a stored
// session needs (the auth store; the Supabase client and its supabase-js parts), for the head script that
// fetches them before the start-up scripts have run (src/app/signed-in-start-script.tsx).
// React Router's route manifest lists only routes' static imports, so these come from the client
// build's Vite manifest, which React Router writes and keeps until the server build (which
// pre-renders the pages) is done. In the client bundle and in dev the lists are empty.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";

const ID = "virtual:lazy-auth-chunks";
const RESOLVED_ID = `\0${ID}`;

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** `key`'s file and every file it imports statically, as site URLs. */
function staticClosure(manifest: Record<string, ManifestChunk>, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the client build's Vite manifest`);
    if (seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen].map((file) => `/${file}`);
}

/** `clientBuildDirectory` is React Router's `<buildDirectory>/client`, relative to the web root. */
export function lazyAuthChunks(clientBuildDirectory = "build/client"): Plugin {
  let isBuild = false;
  let root = "";
  return {
    name: "lazy-auth-chunks",
    configResolved(config) {
      isBuild = config.command === "build";
      root = config.root;
    },
    resolveId: (id) => (id === ID ? RESOLVED_ID : undefined),
    load(id, options) {
      if (id !== RESOLVED_ID) return undefined;
      if (!isBuild || !options?.ssr)
        return "export const LAZY_AUTH_CHUNKS = { store: [], client: [] };";
      const manifestPath = join(root, clientBuildDirectory, ".vite", "manifest.json");
      const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<
        string,
        ManifestChunk
      >;
      const supabaseJs = Object.keys(manifest).filter(
        (key) => key === "src/lib/supabase-client.ts",
      );
      const chunks = {
        store: staticClosure(manifest, ["src/features/auth/auth-store.ts"]),
        client: staticClosure(manifest, ["src/lib/supabase-lazy.ts", ...supabaseJs]),
      };
      if (supabaseJs.length !== 1)
        throw new Error("Expected the Supabase client in one lazy chunk");
      return `export const LAZY_AUTH_CHUNKS = ${JSON.stringify(chunks)};`;
    },
  };
}
