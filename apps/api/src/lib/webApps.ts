import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * How the two built web apps are delivered (ADR 0014, docs/adr/0014-static-delivery.md):
 * member-web at /, admin-web's files under /admin-app/ and its pages at the admin paths; the API keeps /api.
 *
 * - Each file is sent as its build-time `.br` or `.gz` sibling when the request accepts that
 *   encoding (br before gzip), else as is; every answer says `Vary: Accept-Encoding`.
 * - Vite's content-hashed files (`assets/<name>-<hash>.<ext>`) are cached for a year as `immutable`;
 *   everything else (index.html, the page answers of client routes) is `no-cache`: the browser
 *   keeps it but asks again each time (ETag / Last-Modified make that a 304).
 * - A missing file (`/assets/missing.js`, `/favicon.ico`) is a 404, never index.html.
 */

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** `assets/index-Dm-_oWQS.js`, `assets/inter-latin-400-normal-Cq2eP3Yb.woff2` (and their .br/.gz). */
const HASHED_ASSET = /(^|[\\/])assets[\\/][^\\/]+-[A-Za-z0-9_-]{8}\.[A-Za-z0-9]+$/;

/** Whether a built file is content-hashed, so its URL changes whenever its content does. */
export function isHashedAsset(filePath: string): boolean {
  return HASHED_ASSET.test(filePath.replace(/\.(br|gz)$/, ''));
}

export function cacheControlFor(filePath: string): string {
  return isHashedAsset(filePath) ? IMMUTABLE : REVALIDATE;
}

const ADMIN_PAGES = /^\/(admin-login|admin-reset-password|admin-two-factor-auth|admin)(\/|$|\?)/;
/**
 * A request for a file rather than a page: under an assets folder, or a last segment with a file
 * extension (a page path such as `/user/ada.okafor` stays a page).
 */
const FILE_REQUEST =
  /^\/(assets|admin-app)\/|^[^?]*\/[^/?]+\.(m?js|css|map|json|txt|xml|webmanifest|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf)(\?|$)/i;

export interface WebAppDists {
  memberWebDist: string;
  adminWebDist: string;
}

export async function serveWebApps(app: FastifyInstance, config: WebAppDists) {
  // A relative MEMBER_WEB_DIST / ADMIN_WEB_DIST is taken from the working directory.
  const built = (dist: string) => (existsSync(path.join(dist, 'index.html')) ? path.resolve(dist) : null);
  const member = built(config.memberWebDist);
  const admin = built(config.adminWebDist);
  const fastifyStatic = (await import('@fastify/static')).default;
  const common = {
    index: false as const,
    wildcard: false,
    preCompressed: true,
    // send's own Cache-Control (max-age=0) is replaced by cacheControlFor; ETag and Last-Modified stay.
    cacheControl: false,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  };
  if (member)
    await app.register(fastifyStatic, { ...common, root: member, prefix: '/', decorateReply: true });
  if (admin)
    await app.register(fastifyStatic, {
      ...common,
      root: admin,
      prefix: '/admin-app/',
      decorateReply: !member,
    });

  /** A client route's answer: the app's index.html, revalidated on every visit. */
  const page = (reply: FastifyReply, root: string) => reply.type('text/html').sendFile('index.html', root);

  app.setNotFoundHandler((req, reply) => {
    const url = req.url;
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || req.method !== 'GET') {
      return reply.code(404).send({ success: false, message: `No route ${req.method} ${url.split('?')[0]}` });
    }
    if ((member || admin) && FILE_REQUEST.test(url))
      return reply
        .code(404)
        .type('text/plain')
        .send(`Not found: ${url.split('?')[0]}`);
    if (admin && ADMIN_PAGES.test(url)) return page(reply, admin);
    if (member) return page(reply, member);
    return reply
      .code(404)
      .type('text/plain')
      .send('The web apps are not built. Run `npm start` (or `npm run build`) from the repository root.');
  });
}
