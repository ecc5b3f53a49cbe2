// Crypto gift calls (issue 39; contract/gifts.ts, README "Crypto gifts"). Sending and claiming carry
// an Idempotency-Key, so a retry after a dropped connection acts once; a send carries the payer's
// proof (the pay password as a withdrawal asks it), with that one request only.

import type { GiftMode } from '../../contract/gift-rules';
import type {
  GiftConfig,
  GiftPublic,
  GiftReceived,
  GiftReceivedPage,
  GiftSent,
  GiftSentPage,
} from '../../contract/gifts';
import { api, type CallOptions } from './client';
import { type PaymentProof, proofFields } from './paymentProof';

export const GIFT_PAGE_SIZE = 10;

/** The coins, limits and (outside production) the demo gift's code; open to guests. */
export const getGiftConfig = (opts?: CallOptions) => api.get<GiftConfig>('gift/config', {}, opts);

export type GiftDraft = { currency: string; amount: string; parts: number; mode: GiftMode; message: string };

export const sendGift = (g: GiftDraft, proof: PaymentProof, requestId: string, opts?: CallOptions) =>
  api.post<GiftSent>('gift/send', { ...g, ...proofFields(proof) }, { ...opts, idempotencyKey: requestId });

/** What a code's gift is (wrong codes count against the reader, as a claim's do). */
export const getGiftInfo = (code: string, opts?: CallOptions) => api.get<GiftPublic>('gift/info', { code }, opts);

export const claimGift = (code: string, requestId: string, opts?: CallOptions) =>
  api.post<GiftReceived>('gift/claim', { code }, { ...opts, idempotencyKey: requestId });

export const getSentGifts = (page: number, opts?: CallOptions, limit = GIFT_PAGE_SIZE) =>
  api.get<GiftSentPage>('gift/sent', { page, limit }, opts);

export const getReceivedGifts = (page: number, opts?: CallOptions, limit = GIFT_PAGE_SIZE) =>
  api.get<GiftReceivedPage>('gift/received', { page, limit }, opts);

/** One gift the reader sent, with its code and claims. */
export const getSentGift = (id: string, opts?: CallOptions) => api.get<GiftSent>('gift/detail', { id }, opts);
