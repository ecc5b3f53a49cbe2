// Common calls (spec §7): site configuration, settings and upload.
import type { SiteConfig, UploadReply } from '../../contract/common';
import { api, type CallOptions } from './client';

export const getSiteConfig = (opts?: CallOptions) => api.get<SiteConfig>('getSiteConfig', {}, opts);

export const getSetting = (keyword: string, opts?: CallOptions) => api.get<string>('getSetting', { keyword }, opts);

export const upload = (file: Blob, opts?: CallOptions) => api.upload<UploadReply>('upload', file, {}, opts);
