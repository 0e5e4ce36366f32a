import type { CheckoutFacts } from "../gateways/payment-gateway.ts";

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );
}

const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });

/** Plain CSS in a style element (the CSP allows inline styles, never inline scripts). */
const STYLE = `
  :root { color-scheme: light; font-family: system-ui, sans-serif; }
  body { margin: 0; background: #fdf8f3; color: #1f1a17; }
  main { max-width: 28rem; margin: 0 auto; padding: 1.5rem 1rem; }
  h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
  .note { background: #fff4d6; border: 1px solid #e0b84c; border-radius: .5rem; padding: .75rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .4rem 1rem; margin: 1.25rem 0; }
  dt { font-weight: 600; } dd { margin: 0; overflow-wrap: anywhere; }
  .actions { display: grid; gap: .75rem; margin-top: 1.5rem; }
  button { font: inherit; font-size: 1rem; padding: .8rem 1rem; border-radius: .5rem; border: 2px solid #7a3e12; background: #fff; color: #7a3e12; cursor: pointer; min-height: 2.75rem; }
  button[value="captured"] { background: #7a3e12; color: #fff; }
  button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
`;

/**
 * The test gateway's checkout: a form that works without JavaScript, with three submit buttons.
 * `returnTo` has already been checked to be a path on this site.
 */
export function renderTestCheckoutPage(
  facts: CheckoutFacts,
  action: string,
  returnTo: string,
): string {
  const { payment } = facts;
  const isPaid = payment.status === "captured";
  const fields = [
    ["For", facts.description],
    ["Paid to", facts.payeeName],
    ["Amount", rupees.format(payment.amount_paise / 100)],
    ["Payment", payment.id],
    ["Status", payment.status],
  ]
    .map(([term, value]) => `<dt>${escapeHtml(term!)}</dt><dd>${escapeHtml(value!)}</dd>`)
    .join("");
  const actions = isPaid
    ? `<p>This payment is already complete.</p>
       <div class="actions"><button type="submit" name="outcome" value="abandoned">Go back</button></div>`
    : `<div class="actions">
         <button type="submit" name="outcome" value="captured">Pay successfully</button>
         <button type="submit" name="outcome" value="failed">Fail the payment</button>
         <button type="submit" name="outcome" value="abandoned">Abandon (go back)</button>
       </div>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Test checkout · Bhakti Setu</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Test checkout</h1>
<p class="note" role="note">This is the test payment gateway: no money moves. Choose what the payment should do.</p>
<dl>${fields}</dl>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="return_to" value="${escapeHtml(returnTo)}">
${actions}
</form>
</main>
</body>
</html>`;
}
