import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";

test.use({ serviceWorkers: "allow" });

test.describe("the installable app", () => {
  test("has a manifest: name, icons for Android and iOS, start URL, shortcuts", async ({
    request,
  }) => {
    const response = await request.get("/manifest.webmanifest");
    expect(response.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = (await response.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { sizes: string; purpose: string }[];
      shortcuts: { name: string; url: string }[];
    };
    expect(manifest).toMatchObject({ name: "Bhakti Setu", start_url: "/", display: "standalone" });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]),
    );
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(["/live", "/bookings"]);
    for (const icon of [
      "/icons/icon-192.png",
      "/icons/maskable-512.png",
      "/icons/apple-touch-icon.png",
    ]) {
      expect((await request.get(icon)).headers()["content-type"], icon).toBe("image/png");
    }
  });

  test("is installable in Chromium (what Lighthouse's installability audit asked it)", async ({
    browserName,
  }, testInfo) => {
    // A persistent profile: Chromium never offers installation in an incognito context.
    const profile = await mkdtemp(join(tmpdir(), "setu-install-"));
    const context = await chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      baseURL: testInfo.project.use.baseURL,
    });
    try {
      expect(browserName).toBe("chromium");
      const page = await context.newPage();
      await page.goto("/");
      await page.evaluate(() => navigator.serviceWorker.ready);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  test("opens offline to the last version seen, with a notice, and never stores API answers", async ({
    page,
    context,
  }) => {
    await page.goto("/live");
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The service worker takes control of open pages (clientsClaim): reload under it once online.
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Everything this page loads after hydration passes through the worker, which keeps it.
    await page.waitForLoadState("networkidle");

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const notice = page.getByRole("status").filter({ hasText: "You are offline." });
    await expect(notice).toBeVisible();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(notice).toBeVisible();
    await expectNoAxeViolations(page, { tags: ["wcag2a", "wcag2aa"] });

    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
      }
      return urls;
    });
    expect(cached).toContain("/__spa-fallback.html");
    expect(cached.filter((path) => /^\/(auth|rest|storage|payments)\//.test(path))).toEqual([]);

    await context.setOffline(false);
    await expect(notice).toBeHidden();
  });
});
