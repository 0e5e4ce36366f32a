// `npm run dev`: the server with watch on PORT (default 3000), then Vite's dev server proxying the
// API to it. Vite does not serve the server's HTML, so the anon key is read from the server's banner
// and handed to Vite as VITE_SUPABASE_ANON_KEY.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const children = [];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));

const server = spawn("npm", ["run", "dev", "--workspace", "server"], {
  cwd: root,
  stdio: ["ignore", "pipe", "inherit"],
  // Its output is piped through here, so it cannot see the terminal for itself.
  env: { LOG_FORMAT: process.stdout.isTTY ? "pretty" : "json", ...process.env },
});
children.push(server);
server.on("exit", (code) => {
  stop("SIGTERM");
  process.exitCode ||= code ?? 0;
});

let banner = "";
let web;
server.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  if (web) return;
  banner += chunk.toString();
  const anonKey = banner.match(/anon key: (\S+)/)?.[1];
  if (!anonKey) return;
  web = spawn("npm", ["run", "dev", "--workspace", "web"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, VITE_SUPABASE_ANON_KEY: process.env.VITE_SUPABASE_ANON_KEY ?? anonKey },
  });
  children.push(web);
  web.on("exit", () => stop("SIGTERM"));
});
