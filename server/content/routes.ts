import type { FastifyInstance } from 'fastify';
import { getSettingRequest } from '../../contract/common';
import { parseFields } from '../core/protocol';
import type { ContentService } from './service';

export async function contentRoutes(app: FastifyInstance, { content }: { content: ContentService }) {
  app.get('/getSiteConfig', async () => content.siteConfig());

  app.get('/getSetting', async (req) => content.setting(parseFields(req, getSettingRequest).keyword));
}
