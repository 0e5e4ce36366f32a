// `npm run bench -w web` (also run by the root `npm run bench`): how long a devotee with a stored
// session waits for their dashboard, against an anonymous visitor's landing page, on a throttled
// phone. Starts the product (`npm start`, building the web app when stale) on a fresh data
// directory, creates a devotee through the API and signs them in, then loads pages in Chromium:
//  - "first paint": time from navigation start to the first frame in which the page's <h1> is
//    visible (the landing's hero title; for the devotee, "Welcome, …" on /devotee-dashboard);
//  - the devotee's paths: `/` and `/devotee-dashboard` typed directly, each with the roles a
//    visit leaves in localStorage and with only the session (those removed before each visit);
//  - after a warm-up visit in the same browser profile, once with an empty HTTP cache (the first
//    visit after a release) and once with a warm one (a returning visit);
//  - the JavaScript each path loads (gzip -9 of the built files it fetched, within a few seconds
//    of the empty-cache visit's first paint).
// Profile: 150 ms latency, 1.6 Mbps down, 750 kbps up, CPU slowed 4x (Lighthouse's mobile
// figures, applied with Network.emulateNetworkConditions and Emulation.setCPUThrottlingRate).
// Prints medians of FIRST_PAINT_RUNS (default 5) and each path's ratio to the landing.
// FIRST_PAINT_PATHS=home,dashboard-session limits the signed-in paths measured.
import { readFileSync, statSync } from "node:fs";
import { loadavg } from "node:os";
import { launchChromium } from "./chromium.mjs";
import { startProductServer } from "./product-server.mjs";

const RUNS = Number(process.env.FIRST_PAINT_RUNS ?? 5);
const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const TIMEOUT_MS = 30_000;

/** Creates a confirmed devotee with the service-role key and signs them in with the anon key. */
async function signInNewDevotee({ url, anonKey, serviceRoleKey }) {
  const post = async (path, key, body, headers = {}) => {
    const response = await fetch(new URL(path, url), {
      method: "POST",
      headers: {
        apikey: key,
        Authorization: `Bearer ${key}`,
        "Content-Type": "application/json",
        ...headers,
      },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    return response.status === 201 && headers.Prefer ? null : response.json();
  };
  const email = `bench-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const password = `Bench-${crypto.randomUUID()}`;
  const user = await post("/auth/v1/admin/users", serviceRoleKey, {
    email,
    password,
    email_confirm: true,
    user_metadata: { full_name: "Bench Devotee" },
  });
  await post(
    "/rest/v1/user_roles",
    serviceRoleKey,
    { user_id: user.id, role: "devotee", is_primary: true },
    { Prefer: "return=minimal" },
  );
  return post("/auth/v1/token?grant_type=password", anonKey, { email, password });
}

/** Where a visit keeps the start of its first navigation (`visit` clears it before navigating). */
const VISIT_START_KEY = "first-paint-bench.visit-start";

/**
 * Runs in every document before its own scripts: records in `window.__firstVisible` the time of
 * the first animation frame (frames run just before paint) in which an <h1> is visible at `path`,
 * counted from the start of the visit's first navigation, so that a script changing the address
 * or loading another document is part of the figure.
 */
const recordFirstVisible = (path) => `(() => {
  if (location.origin === "null" || location.protocol === "about:") return;
  let start = Number(sessionStorage.getItem(${JSON.stringify(VISIT_START_KEY)}));
  if (!start) {
    start = performance.timeOrigin;
    sessionStorage.setItem(${JSON.stringify(VISIT_START_KEY)}, String(start));
  }
  const tick = () => {
    const visible = location.pathname === ${JSON.stringify(path)} &&
      [...document.querySelectorAll("h1")].some((h1) => h1.checkVisibility());
    if (visible) window.__firstVisible = performance.timeOrigin + performance.now() - start;
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

/** Puts the session where supabase-js keeps it (`sb-<first host label>-auth-token`) before the page runs. */
const storeSession = (session) => `(() => {
  if (location.protocol !== "http:") return;
  const key = "sb-" + location.hostname.split(".")[0] + "-auth-token";
  if (localStorage.getItem(key) === null) localStorage.setItem(key, ${JSON.stringify(JSON.stringify(session))});
})();`;

/** Removes the roles the app remembers (`bhakti-setu.roles.<user id>`), keeping the session. */
const FORGET_ROLES = `for (const key of Object.keys(localStorage))
  if (key.startsWith("bhakti-setu.roles.")) localStorage.removeItem(key);`;

async function visit(page, url, { forgetRoles = false } = {}) {
  // The page still shows the previous visit (or about:blank, which has no storage).
  await page.send("Runtime.evaluate", {
    expression: `try { sessionStorage.removeItem(${JSON.stringify(VISIT_START_KEY)}); ${
      forgetRoles ? FORGET_ROLES : ""
    } } catch {}`,
  });
  await page.send("Page.navigate", { url });
  const deadline = Date.now() + TIMEOUT_MS;
  while (Date.now() < deadline) {
    const { result } = await page.send("Runtime.evaluate", {
      expression: "window.__firstVisible",
      returnByValue: true,
    });
    if (typeof result.value === "number") return result.value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing visible at ${url} within ${TIMEOUT_MS / 1000} s`);
}

const BUILT_ASSETS = new URL("../build/client", import.meta.url);

/** gzip -9 bytes of the built scripts the page has fetched, once no new one came for 1.5 s. */
async function scriptBytes(page) {
  const read = async () => {
    const { result } = await page.send("Runtime.evaluate", {
      expression: `performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname).filter((path) => path.endsWith(".js"))`,
      returnByValue: true,
    });
    return result.value;
  };
  let scripts = await read();
  for (let waited = 0; waited < 10_000; waited += 1_500) {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const now = await read();
    if (now.length === scripts.length) break;
    scripts = now;
  }
  return [...new Set(scripts)].reduce((total, path) => {
    try {
      return total + statSync(new URL(`.${path}.gz`, `${BUILT_ASSETS.href}/`)).size;
    } catch {
      return total + readFileSync(new URL(`.${path}`, `${BUILT_ASSETS.href}/`)).length;
    }
  }, 0);
}

/** One visitor: a warm-up visit, then a throttled cold-cache visit and a throttled warm one. */
async function measureVisitor(browser, url, { session, path, forgetRoles = false }) {
  const page = await browser.newPage();
  try {
    await page.send("Page.enable");
    await page.send("Network.enable");
    // The service worker registers once the first visit is idle and would then answer from its
    // own cache, past the throttled network and the cleared HTTP cache: every visit goes to the
    // network here, as a first visit and a return without the worker do.
    await page.send("Network.setBypassServiceWorker", { bypass: true });
    if (session)
      await page.send("Page.addScriptToEvaluateOnNewDocument", { source: storeSession(session) });
    await page.send("Page.addScriptToEvaluateOnNewDocument", { source: recordFirstVisible(path) });
    await visit(page, url);
    // Leaves time for what runs after first paint (a revalidation, the idle reads) to finish.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await page.send("Network.emulateNetworkConditions", PHONE_NETWORK);
    await page.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.send("Network.clearBrowserCache");
    const cold = await visit(page, url, { forgetRoles });
    const bytes = await scriptBytes(page);
    const warm = await visit(page, url, { forgetRoles });
    return { cold, warm, bytes };
  } finally {
    await page.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The devotee's paths: where they start, and whether the roles a visit leaves are kept. */
const SIGNED_IN_PATHS = [
  { key: "home", label: "/ after a visit (roles remembered)", url: "/" },
  { key: "dashboard", label: "dashboard typed, roles remembered", url: "/devotee-dashboard" },
  {
    key: "dashboard-session",
    label: "dashboard typed, only the session",
    url: "/devotee-dashboard",
    forgetRoles: true,
  },
  { key: "home-session", label: "/ with only the session", url: "/", forgetRoles: true },
].filter(
  ({ key }) =>
    !process.env.FIRST_PAINT_PATHS || process.env.FIRST_PAINT_PATHS.split(",").includes(key),
);

const server = await startProductServer();
const browser = await launchChromium().catch((error) => {
  server.stop();
  throw error;
});
const load = [loadavg()[0]];
const samples = {
  anonymous: [],
  ...Object.fromEntries(SIGNED_IN_PATHS.map(({ key }) => [key, []])),
};
try {
  const session = await signInNewDevotee(server);
  for (let run = 0; run < RUNS; run += 1) {
    // Interleaved, so a change in the machine's load touches every path alike.
    samples.anonymous.push(await measureVisitor(browser, `${server.url}/`, { path: "/" }));
    for (const { key, url, forgetRoles } of SIGNED_IN_PATHS) {
      samples[key].push(
        await measureVisitor(browser, `${server.url}${url}`, {
          session,
          path: "/devotee-dashboard",
          forgetRoles,
        }),
      );
    }
    process.stderr.write(`run ${run + 1} of ${RUNS} done\n`);
  }
  load.push(loadavg()[0]);
} finally {
  await browser.close();
  server.stop();
}

const ms = (value) => `${Math.round(value).toLocaleString("en")} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const medianOf = (key, field) => median(samples[key].map((sample) => sample[field]));
const rows = [
  ["anonymous landing", "anonymous"],
  ...SIGNED_IN_PATHS.map((p) => [p.label, p.key]),
].map(([label, key]) => {
  const cells = [label];
  for (const field of ["cold", "warm"]) {
    const value = medianOf(key, field);
    cells.push(ms(value), `${(value / medianOf("anonymous", field)).toFixed(2)}x`);
  }
  cells.push(kb(medianOf(key, "bytes")));
  return cells;
});
const header = ["path", "empty cache", "ratio", "warm cache", "ratio", "JS (gzip)"];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
const format = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(" | ")} |`;
console.log(
  `First paint on a throttled phone (150 ms, 1.6 Mbps, CPU 4x), median of ${RUNS}, ratio to the anonymous landing; load average ${load.map((l) => l.toFixed(1)).join(" to ")}`,
);
console.log(format(header));
console.log(format(widths.map((w) => "-".repeat(w))));
for (const row of rows) console.log(format(row));
