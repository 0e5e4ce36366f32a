/**
 * The Content-Security-Policy for a response. Scripts never get 'unsafe-inline' or
 * 'unsafe-eval': inline scripts in pre-rendered HTML are allowed one by one by hash.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  // Razorpay Checkout: its script, the payment window it frames, and its event beacon.
  const scriptSrc = [
    "'self'",
    "https://checkout.razorpay.com",
    ...scriptHashes.map((hash) => `'${hash}'`),
  ].join(" ");
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    // Images a host links for a live session; the YouTube player a live session embeds.
    "img-src 'self' data: https:",
    "frame-src https://www.youtube-nocookie.com https://api.razorpay.com",
    "font-src 'self'",
    "connect-src 'self' https://lumberjack.razorpay.com",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}
