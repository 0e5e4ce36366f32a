import { describe, expect, it } from "vitest";
import { stripScripts } from "./zero-js-copy.ts";

describe("stripScripts", () => {
  it("keeps the markup, stylesheet and image preload and drops every script", () => {
    const html = [
      '<head><link rel="preload" as="image" href="/hero.svg"/>',
      '<link rel="stylesheet" href="/app.css"/>',
      '<link rel="modulepreload" href="/assets/entry.js"/>',
      "<script>var d=1;</script>",
      '<script type="module" async="">import("/x.js")</script></head>',
      "<body><h1>Namaste</h1><script>window.x = [1,\n2];</script></body>",
    ].join("");
    expect(stripScripts(html)).toBe(
      '<head><link rel="preload" as="image" href="/hero.svg"/><link rel="stylesheet" href="/app.css"/></head><body><h1>Namaste</h1></body>',
    );
  });
});
