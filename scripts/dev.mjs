// `npm run dev`: the server with watch on PORT (default 3000), and Vite's dev server proxying the API to it.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const children = [
  spawn("npm", ["run", "dev", "--workspace", "server"], { cwd: root, stdio: "inherit" }),
  spawn("npm", ["run", "dev", "--workspace", "web"], { cwd: root, stdio: "inherit" }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
for (const child of children)
  child.on("exit", (code) => {
    stop("SIGTERM");
    process.exitCode ||= code ?? 0;
  });
