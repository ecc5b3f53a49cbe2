// GET /file/<name>?exp=&sig= serves a private file through its signed URL.
import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { parseWireInt } from '../../contract/numbers';
import type { Translate } from '../core/i18n';
import { messages } from '../core/messages';
import type { Files } from './service';

export async function fileRoutes(app: FastifyInstance, { files, translate }: { files: Files; translate: Translate }) {
  app.get<{ Params: { name: string }; Querystring: { exp?: string; sig?: string } }>(
    '/file/:name',
    async (req, reply) => {
      const exp = parseWireInt(req.query.exp) ?? Number.NaN;
      const found = await files.open(req.params.name, exp, String(req.query.sig ?? ''));
      if (!found)
        return reply
          .status(404)
          .header('Cache-Control', 'no-store')
          .send({ type: 'error', message: translate(req.lang, messages.notFound) });
      return reply
        .header('Content-Type', found.mime)
        .header('Cache-Control', `private, max-age=${found.maxAge}`)
        .header('Content-Disposition', 'inline')
        .send(createReadStream(found.fullPath));
    },
  );
}
