/**
 * The sandbox provider's checkout page: the stand-in for Paystack's hosted checkout when the
 * sandbox serves payments (always registered; it only knows references the sandbox created).
 *
 *   GET  /api/sandbox/checkout/:reference          the amount, the email, Pay and Decline
 *   POST /api/sandbox/checkout/:reference/pay      → success
 *   POST /api/sandbox/checkout/:reference/decline  → failed
 *
 * A decision changes only an `initialized` transaction (a second one changes nothing). Then the
 * decision hook runs and a result page tells the opener: inside a same-origin iframe (or a
 * popup) its script posts `{ type: 'kola-payment', reference, status }` to the parent (or the
 * opener) with `location.origin` as the target origin, and a "Return to the site" link leads to
 * `callback_url?reference=…&trxref=…`, as Paystack redirects.
 *
 * Wiring the payments service to decisions (the sandbox sends no webhook, this is its webhook):
 *
 *   app.sandboxCheckout.onSandboxPaymentDecided = (reference, status) => payments.confirm(reference);
 *
 * or pass `hooks` to registerSandboxRoutes. The hook is awaited before the result page is
 * answered (so the parent sees the payment applied when the message arrives); it runs after
 * every decision request for a known reference, repeated ones included, with the stored status,
 * so it must be idempotent (verify with the provider, apply once). Its errors are logged and the
 * page still shows the provider's outcome.
 *
 * Security: the pages have their own Content-Security-Policy (nonce'd inline style and script,
 * nothing external) and are the only pages that may be framed, by the same origin only
 * (frame-ancestors 'self', X-Frame-Options SAMEORIGIN); everything else is frame-ancestors 'none'.
 * The POSTs refuse cross-site requests (Sec-Fetch-Site, Origin) and the reference is random.
 */
import { formatKobo } from '@kola/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxOutcome, SandboxProvider, SandboxTransaction } from './providers/sandbox';

export interface SandboxCheckoutHooks {
  /** Runs after a checkout decision; see the top of this file. Null: nobody listens yet. */
  onSandboxPaymentDecided: ((reference: string, status: SandboxOutcome) => unknown) | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The sandbox checkout's decision hook (set onSandboxPaymentDecided to listen). */
    sandboxCheckout: SandboxCheckoutHooks;
  }
}

const REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/;

/** Per-page CSP: nonces for the one inline style and script; framing by the same origin only. */
const PAGE_HELMET = {
  enableCSPNonces: true,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      scriptSrc: [] as string[],
      styleSrc: [] as string[],
      imgSrc: ["'self'", 'data:'],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      baseUri: ["'none'"],
      objectSrc: ["'none'"],
    },
  },
  xFrameOptions: { action: 'sameorigin' as const },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f3f6f4; color: #1c2b22; }
  main { width: min(92vw, 380px); background: #fff; border-radius: 12px; padding: 28px 24px;
    box-shadow: 0 6px 24px rgba(0, 0, 0, .08); text-align: center; }
  .badge { display: inline-block; font-size: 12px; letter-spacing: .04em; text-transform: uppercase;
    background: #fff4d6; color: #7a5600; border-radius: 999px; padding: 4px 10px; margin: 0 0 12px; }
  h1 { font-size: 18px; margin: 0 0 16px; }
  .amount { font-size: 32px; font-weight: 700; margin: 0 0 4px; }
  .email, .ref { color: #55665b; margin: 0 0 4px; word-break: break-all; }
  .ref { font-size: 12px; margin-bottom: 20px; }
  form { margin: 0 0 10px; }
  button { width: 100%; font: inherit; font-weight: 600; padding: 12px; border-radius: 8px; cursor: pointer; }
  .pay { background: #1f7a4d; color: #fff; border: 0; }
  .decline { background: #fff; color: #a12a2a; border: 1px solid #d9b3b3; }
  .result { font-size: 20px; font-weight: 700; margin: 8px 0 12px; }
  .success { color: #1f7a4d; } .failed { color: #a12a2a; }
  a { color: #1f5f9a; }
`;

function page(reply: FastifyReply, title: string, body: string, script = ''): string {
  const nonce = reply.cspNonce;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce.style}">${STYLE}</style>
</head>
<body>
<main>
<p class="badge">Sandbox · no real money moves</p>
${body}
</main>${script ? `\n<script nonce="${nonce.script}">${script}</script>` : ''}
</body>
</html>`;
}

function checkoutPage(reply: FastifyReply, tx: SandboxTransaction): string {
  const path = `/api/sandbox/checkout/${encodeURIComponent(tx.reference)}`;
  const amount = escapeHtml(formatKobo(tx.amountKobo));
  return page(
    reply,
    'Sandbox checkout',
    `<h1>Kola Herbal checkout</h1>
<p class="amount">${amount}</p>
<p class="email">${escapeHtml(tx.email)}</p>
<p class="ref">Reference ${escapeHtml(tx.reference)}</p>
<form method="post" action="${escapeHtml(path)}/pay"><button type="submit" class="pay">Pay ${amount}</button></form>
<form method="post" action="${escapeHtml(path)}/decline"><button type="submit" class="decline">Decline</button></form>`,
  );
}

/** `callback_url?reference=…&trxref=…` (only http and https addresses). */
export function returnUrl(callbackUrl: string, reference: string): string | null {
  try {
    const url = new URL(callbackUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    url.searchParams.set('reference', reference);
    url.searchParams.set('trxref', reference);
    return url.toString();
  } catch {
    return null;
  }
}

// Reads the outcome from data attributes (no data is ever written into the script itself).
const RESULT_SCRIPT = `(function () {
  var d = document.getElementById('result').dataset;
  var message = { type: 'kola-payment', reference: d.reference, status: d.status };
  if (window.parent && window.parent !== window) window.parent.postMessage(message, location.origin);
  if (window.opener && window.opener !== window) window.opener.postMessage(message, location.origin);
})();`;

function resultPage(reply: FastifyReply, tx: SandboxTransaction): string {
  const status: SandboxOutcome = tx.status === 'success' ? 'success' : 'failed';
  const back = returnUrl(tx.callbackUrl, tx.reference);
  const amount = escapeHtml(formatKobo(tx.amountKobo));
  return page(
    reply,
    status === 'success' ? 'Payment successful' : 'Payment declined',
    `<h1>Kola Herbal checkout</h1>
<p id="result" class="result ${status}" data-reference="${escapeHtml(tx.reference)}" data-status="${status}">${
      status === 'success' ? `Payment of ${amount} successful` : 'Payment declined'
    }</p>
<p class="ref">Reference ${escapeHtml(tx.reference)}</p>
${back ? `<p><a href="${escapeHtml(back)}" target="_top">Return to the site</a></p>` : ''}`,
    RESULT_SCRIPT,
  );
}

function notFound(reply: FastifyReply) {
  return reply
    .code(404)
    .type('text/html; charset=utf-8')
    .send(page(reply, 'Checkout not found', '<h1>This checkout does not exist.</h1>'));
}

/** A browser's cross-site POST (a form on another site) is refused. */
function crossSite(req: FastifyRequest): boolean {
  if (req.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = req.headers.origin;
  if (!origin || origin === 'null') return false;
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true;
  }
}

export interface SandboxRoutesOptions {
  sandbox: SandboxProvider;
  hooks?: SandboxCheckoutHooks;
}

/** Registers the checkout pages and decorates `app.sandboxCheckout` (the hooks object). */
export function registerSandboxRoutes(
  app: FastifyInstance,
  options: SandboxRoutesOptions,
): SandboxCheckoutHooks {
  const { sandbox } = options;
  const hooks: SandboxCheckoutHooks = options.hooks ?? { onSandboxPaymentDecided: null };
  app.decorate('sandboxCheckout', hooks);

  const params = {
    type: 'object',
    required: ['reference'],
    properties: { reference: { type: 'string', maxLength: 100 } },
  } as const;
  const rateLimit = { max: 120, timeWindow: '1 minute' };

  void app.register(async (scope) => {
    // The Pay/Decline forms post an empty urlencoded body; only these routes accept one.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, _body, done) => done(null, {}),
    );

    scope.get(
      '/api/sandbox/checkout/:reference',
      { helmet: PAGE_HELMET, schema: { params }, config: { rateLimit } },
      async (req, reply) => {
        const { reference } = req.params as { reference: string };
        const tx = REFERENCE.test(reference) ? await sandbox.findTransaction(reference) : null;
        if (!tx) return notFound(reply);
        reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
        return tx.status === 'initialized' ? checkoutPage(reply, tx) : resultPage(reply, tx);
      },
    );

    for (const [action, outcome] of [
      ['pay', 'success'],
      ['decline', 'failed'],
    ] as const) {
      scope.post(
        `/api/sandbox/checkout/:reference/${action}`,
        { helmet: PAGE_HELMET, schema: { params }, config: { rateLimit } },
        async (req, reply) => {
          const { reference } = req.params as { reference: string };
          if (crossSite(req)) {
            return reply
              .code(403)
              .type('text/html; charset=utf-8')
              .send(page(reply, 'Refused', '<h1>This checkout only accepts its own page.</h1>'));
          }
          const decided = REFERENCE.test(reference) ? await sandbox.decide(reference, outcome) : null;
          if (!decided) return notFound(reply);
          const { transaction, changed } = decided;
          if (changed) req.log.info({ reference, status: transaction.status }, 'sandbox checkout decided');
          const hook = hooks.onSandboxPaymentDecided;
          if (hook && transaction.status !== 'initialized') {
            try {
              await hook(reference, transaction.status);
            } catch (error) {
              req.log.error({ err: error, reference }, 'sandbox payment hook failed');
            }
          }
          reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
          return resultPage(reply, transaction);
        },
      );
    }
  });
  return hooks;
}
