// Headless Chromium driven over the DevTools protocol with Node's own WebSocket, for the measuring
// scripts: no browser download, no test runner. CHROME_PATH overrides /usr/bin/chromium, or
// Debian's chromium-headless-shell where only that is installed.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Starts the browser; `newPage()` opens a tab in a fresh profile (empty cache and storage). */
export async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), "setu-chromium-"));
  const browser = spawn(
    process.env.CHROME_PATH ??
      (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : "/usr/bin/chromium-headless-shell"),
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const endpoint = await new Promise((resolve, reject) => {
    let output = "";
    browser.stderr.on("data", (chunk) => {
      output += chunk.toString();
      const match = output.match(/DevTools listening on (ws:\/\/\S+)/);
      if (match) resolve(match[1]);
    });
    browser.on("exit", (code) => reject(new Error(`chromium exited with ${code}\n${output}`)));
  });
  const connection = await connect(endpoint);

  return {
    /** A tab in a new browser context, so every visit starts cold. */
    async newPage() {
      const { browserContextId } = await connection.send("Target.createBrowserContext");
      const { targetId } = await connection.send("Target.createTarget", {
        url: "about:blank",
        browserContextId,
      });
      const { sessionId } = await connection.send("Target.attachToTarget", {
        targetId,
        flatten: true,
      });
      return {
        send: (method, params) => connection.send(method, params, sessionId),
        close: () => connection.send("Target.disposeBrowserContext", { browserContextId }),
      };
    },
    /**
     * Asks the browser to quit, then ends it either way: Debian's chromium-headless-shell is a
     * wrapper script, and a signal to it leaves the browser it started running.
     */
    async close() {
      const exited = new Promise((resolve) => browser.once("exit", resolve));
      await Promise.race([
        connection.send("Browser.close").catch(() => {}),
        new Promise((resolve) => setTimeout(resolve, 2_000)),
      ]);
      connection.close();
      browser.kill("SIGKILL");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 2_000))]);
      // The browser may still be writing to its profile as it exits (ENOTEMPTY): retry briefly.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}

async function connect(endpoint) {
  const socket = new WebSocket(endpoint);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  let lastId = 0;
  const pending = new Map();
  socket.addEventListener("message", ({ data }) => {
    const message = JSON.parse(String(data));
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.error) waiter.reject(new Error(`${waiter.method}: ${message.error.message}`));
    else waiter.resolve(message.result);
  });
  return {
    send(method, params = {}, sessionId = undefined) {
      lastId += 1;
      const id = lastId;
      socket.send(JSON.stringify({ id, method, params, sessionId }));
      return new Promise((resolve, reject) => pending.set(id, { resolve, reject, method }));
    },
    close: () => socket.close(),
  };
}
