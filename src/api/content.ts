// Content calls (spec §7 Content; contract/content.ts): news and banners, the launch pop-up, FAQ,
// the help menu and the information pages. Texts come back in the session's language.
import type {
  ContentPage,
  FaqEntry,
  FaqGroup,
  MenuItem,
  NewsCategory,
  NewsDetail,
  NewsItem,
  Page,
  PageKeyword,
} from '../../contract/content';
import { api, type CallOptions } from './client';

export const getPopupNews = (opts?: CallOptions) => api.get<NewsItem | null>('news/index_pop', {}, opts);

/** c_id 4 news (newest first) or 5 banners (in order); spec §9 page size 10. */
export const getNewsList = (c_id: NewsCategory, page = 1, limit = 10, opts?: CallOptions) =>
  api.post<Page<NewsItem>>('news/list', { c_id, page, limit }, opts);

export const getNewsDetail = (id: number, opts?: CallOptions) => api.post<NewsDetail>('news/detail', { id }, opts);

export const getFaqOfType = (type: string, opts?: CallOptions) =>
  api.post<FaqEntry[]>('news/getGuList', { type }, opts);

export const getFaq = (opts?: CallOptions) => api.get<FaqGroup[]>('faq', {}, opts);

export const getMenu = (opts?: CallOptions) => api.get<MenuItem[]>('menu', {}, opts);

/** GET /aboutus, /contactus or /operational_compliance. */
export const getContentPage = (keyword: PageKeyword, opts?: CallOptions) => api.get<ContentPage>(keyword, {}, opts);
