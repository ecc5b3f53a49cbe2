// Common calls (spec §7 "Common").
import { z } from 'zod';

/** GET /api/getSiteConfig → message */
export type SiteConfig = {
  site_name: string;
  /**
   * The logo: an absolute URL on the configured public address (PUBLIC_URL), or a path on this
   * server when none is configured — never built from the request's Host header.
   */
  site_logo: string;
  /** Feature flags '0' | '1'; spec §3 defaults them to '0'. */
  xstype1: string;
  xstype2: string;
  xstype3: string;
  xstype4: string;
  /**
   * Hosts the app may show inside itself (the in-app browser, content images), e.g.
   * ['t.me', 'www.example.com']; a link to any other host opens outside the app, with a warning.
   */
  trusted_hosts: string[];
  /** '1' when demo-only actions (such as demo funds) exist on this server, i.e. outside production. */
  demo: '0' | '1';
};

/** GET /api/getSetting {keyword} → message: the setting's value (string). */
export const getSettingRequest = z.object({ keyword: z.string().min(1).max(64) });

/** POST /api/upload (multipart, field `file`) → message: the stored file's path, e.g. /upload/2026-11/abc….png */
export type UploadReply = string;
