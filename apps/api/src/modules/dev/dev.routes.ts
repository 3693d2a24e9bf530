import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';

/**
 * GET /api/dev/outbox — the local outbox, newest first. Registered only while mail goes to
 * the outbox (no SMTP_URL), so it never exists where real mail is sent.
 */
export function registerDevRoutes(app: FastifyInstance, db: Database) {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            to: { type: 'string', maxLength: 254 },
            limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
          },
        },
      },
    },
    async (req) => {
      const { to, limit } = req.query as { to?: string; limit: number };
      let q = db.selectFrom('mail_outbox').select(['id', 'to_address', 'subject', 'text_body', 'created_at']);
      if (to) q = q.where((eb) => eb(eb.fn('lower', ['to_address']), '=', to.toLowerCase()));
      const rows = await q.orderBy('id', 'desc').limit(limit).execute();
      return {
        success: true,
        message: 'Outbox',
        data: rows.map((r) => ({
          to: r.to_address,
          subject: r.subject,
          text: r.text_body,
          created_at: new Date(r.created_at).toISOString(),
        })),
      };
    },
  );
}
