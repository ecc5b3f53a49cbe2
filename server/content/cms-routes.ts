// Content endpoints (spec §7 Content): public, answered in the request's language.
import type { FastifyInstance } from 'fastify';
import { faqTypeRequest, newsDetailRequest, newsListRequest } from '../../contract/content';
import { parseFields } from '../core/protocol';
import type { Cms } from './cms';

export async function cmsRoutes(app: FastifyInstance, { cms }: { cms: Cms }) {
  app.get('/news/index_pop', async (req) => cms.popup(req.lang));

  app.post('/news/list', async (req) => {
    const { c_id, page, limit } = parseFields(req, newsListRequest);
    return cms.list(c_id, page, limit, req.lang);
  });

  app.post('/news/detail', async (req) => cms.detail(parseFields(req, newsDetailRequest).id, req.lang));

  app.post('/news/getGuList', async (req) => cms.faqOfType(parseFields(req, faqTypeRequest).type, req.lang));

  app.get('/faq', async (req) => cms.faq(req.lang));

  app.get('/menu', async (req) => cms.menu(req.lang));

  app.get('/aboutus', async (req) => cms.page('aboutus', req.lang));

  app.get('/contactus', async (req) => cms.page('contactus', req.lang));

  app.get('/operational_compliance', async (req) => cms.page('operational_compliance', req.lang));
}
