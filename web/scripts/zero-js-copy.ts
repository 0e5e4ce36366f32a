// The zero-JavaScript copy of a page for `npm run lighthouse`: what the page's HTML and CSS alone
// achieve, the floor its LCP is compared with.

/** `html` without any script: every <script> element and module preload removed, all else kept. */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, "");
}
