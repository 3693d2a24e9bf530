import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { STORAGE_PREFIX, UPLOAD_NAME } from '../../lib/uploads';
import { createStorageRepository } from './storage.repository';

/**
 * GET /api/storage/:name — a stored upload (a profile photo's photo_path points here). Not a
 * contract operation: it answers the file's bytes, not a JSON envelope. Public, as an <img> sends
 * no bearer token; the names are random (128 bits) and never listed. Each name's content never
 * changes (a new photo gets a new name), so it may be cached for good; the type is the one found
 * by content at upload, and browsers are told not to guess another (nosniff, from helmet).
 */
export function registerStorageRoutes(app: FastifyInstance, db: Database) {
  const repo = createStorageRepository(db);
  app.get(
    `${STORAGE_PREFIX}:name`,
    { schema: { params: { type: 'object', properties: { name: { type: 'string', maxLength: 64 } } } } },
    async (req, reply) => {
      const { name } = req.params as { name: string };
      const row = UPLOAD_NAME.test(name) ? await repo.find(name) : undefined;
      if (!row) return reply.code(404).send({ success: false, message: 'File not found.' });
      return reply
        .header('content-type', row.content_type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .send(Buffer.from(row.data));
    },
  );
}
