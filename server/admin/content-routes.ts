// Content editing under /api/admin/content (permission 'content': editors and administrators).
// The content area does the writing (server/content/cms-admin.ts, site-admin.ts); each change
// hands back the item as it was and as it is inside its transaction, and the audit record is
// written right there, so no edit exists without its record.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  articleListRequest,
  articleSaveRequest,
  contentIdRequest,
  faqSaveRequest,
  pageSaveRequest,
  siteConfigRequest,
} from '../../contract/admin';
import type { CmsAdmin, Within } from '../content/cms-admin';
import type { SiteAdmin } from '../content/site-admin';
import { parseFields } from '../core/protocol';
import type { Files } from '../files/service';
import { imageLimits, readImage } from '../upload/image';
import type { Audit } from './audit';
import type { Operator } from './operators';

type Deps = { cmsAdmin: CmsAdmin; siteAdmin: SiteAdmin; audit: Audit; files: Files; uploadMaxBytes: number };

const content = { config: { operator: 'content' as const } };

export async function adminContentRoutes(
  app: FastifyInstance,
  { cmsAdmin, siteAdmin, audit, files, uploadMaxBytes }: Deps,
) {
  await app.register(multipart, imageLimits(uploadMaxBytes));

  /** The audit record of one change, written inside the change's transaction. */
  const audited =
    (req: FastifyRequest): Within =>
    (trx, change) =>
      audit.record(trx, { ...change, operatorId: (req.operator as Operator).id, ip: req.ip });

  app.get('/content/articles', content, async (req) => cmsAdmin.articles(parseFields(req, articleListRequest).c_id));
  app.post('/content/articles/save', content, async (req) =>
    cmsAdmin.saveArticle(parseFields(req, articleSaveRequest), audited(req)),
  );
  app.post('/content/articles/withdraw', content, async (req) =>
    cmsAdmin.withdrawArticle(parseFields(req, contentIdRequest).id, audited(req)),
  );
  app.post('/content/articles/delete', content, async (req) =>
    cmsAdmin.deleteArticle(parseFields(req, contentIdRequest).id, audited(req)),
  );

  app.get('/content/faq', content, async () => cmsAdmin.faq());
  app.post('/content/faq/save', content, async (req) =>
    cmsAdmin.saveFaq(parseFields(req, faqSaveRequest), audited(req)),
  );
  app.post('/content/faq/delete', content, async (req) =>
    cmsAdmin.deleteFaq(parseFields(req, contentIdRequest).id, audited(req)),
  );

  app.get('/content/pages', content, async () => cmsAdmin.pages());
  app.post('/content/pages/save', content, async (req) => {
    const f = parseFields(req, pageSaveRequest);
    await cmsAdmin.savePage(f.keyword, f.texts, audited(req));
  });

  app.get('/content/site', content, async () => siteAdmin.siteConfig());
  app.post('/content/site/save', content, async (req) =>
    siteAdmin.saveSiteConfig(parseFields(req, siteConfigRequest), audited(req)),
  );

  // An image for an article, a banner or the logo: published at once under /upload/content/
  // (content is public; private uploads belong to customers). Not audited by itself: it changes
  // nothing the public sees until a save uses its path, and that save is audited.
  app.post('/content/upload', content, async (req) => {
    const { bytes, ext } = await readImage(req, uploadMaxBytes);
    return files.savePublic(bytes, ext, 'content');
  });
}
