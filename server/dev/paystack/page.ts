/**
 * The sandbox's hosted payment page: plain HTML, two buttons in a form that POSTs back, no
 * script at all. Its one <style> element is allowed by hash, so the page runs under a strict CSP.
 */
import { createHash } from 'node:crypto';
import { formatKobo } from '../../../contract';
import type { SandboxTransaction } from './sandbox';
import { escapeHtml } from '../../http/escape-html';

const STYLE = `
body{margin:0;padding:0 1rem;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6f8;color:#1a1f36}
main{max-width:26rem;margin:2rem auto;padding:2rem 1.5rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
.tag{display:inline-block;padding:.2rem .6rem;border-radius:999px;background:#fff4d6;color:#7a5200;font-size:.8rem;font-weight:600}
h1{font-size:1.25rem;margin:1rem 0 .25rem}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0}
.email{color:#4f566b;margin:0 0 1.5rem;word-break:break-all}
form{display:flex;flex-direction:column;gap:.75rem}
button{font:inherit;font-weight:600;padding:.85rem;border-radius:8px;border:1px solid transparent;cursor:pointer}
.pay{background:#0f7a3d;color:#fff}
.decline{background:#fff;color:#a4161a;border-color:#a4161a}
button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
p.note{color:#4f566b;font-size:.875rem;margin-top:1.5rem}
a{color:#1d4ed8}
`.trim();

const styleHash = `'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`;

/** The page's policy: nothing but its own style; the form may post here and land on the callback. */
export function sandboxPageCsp(formTargets: readonly string[]): string {
  return [
    "default-src 'none'",
    `style-src ${styleHash}`,
    `form-action 'self' ${formTargets.join(' ')}`.trim(),
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function document(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<span class="tag">Test payment – no real money moves</span>
${body}
</main>
</body>
</html>
`;
}

export function paymentPage(transaction: SandboxTransaction, action: string): string {
  return document(
    'Pay with Paystack (sandbox)',
    `<h1>Pay Kampus</h1>
<p class="amount">${escapeHtml(formatKobo(transaction.amount, { alwaysKobo: true }))}</p>
<p class="email">${escapeHtml(transaction.email)}</p>
<form method="post" action="${escapeHtml(action)}">
<button class="pay" type="submit" name="choice" value="pay">Pay</button>
<button class="decline" type="submit" name="choice" value="decline">Decline</button>
</form>
<p class="note">This is the Kampus demo's stand-in for Paystack's checkout. Pay completes the payment; Decline refuses it.</p>`,
  );
}

/** A finished (or unknown) payment, when there is no callback to go back to. */
export function resultPage(heading: string, message: string, backUrl?: string): string {
  const back = backUrl ? `<p><a href="${escapeHtml(backUrl)}">Back to Kampus</a></p>` : '';
  return document(heading, `<h1>${escapeHtml(heading)}</h1>\n<p class="email">${escapeHtml(message)}</p>\n${back}`);
}
