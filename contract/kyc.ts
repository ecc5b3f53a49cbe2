// Identity verification (spec §3 identity types, §4 states, §6 levels).
import { z } from 'zod';
import type { RealStatus } from './user';

/** Spec §6: what each level allows. Amounts are decimal strings. */
export const LEVEL_LIMITS = {
  1: { withdraw24h: '200', withdrawUnit: 'BTC', fiatPerTrade: '2000', fiatUnit: 'USDT' },
  2: { withdraw24h: '500', withdrawUnit: 'BTC', fiatPerTrade: '1000000', fiatUnit: 'USDT' },
} as const;

/** Spec §3: ID document kinds of a level-1 submission. */
export const ID_TYPES = { '1': 'id_card', '2': 'passport', '3': 'driver_licence' } as const;

const text = (max: number) => z.string().trim().max(max);

/**
 * POST /user/real. real_type 1 (individual): id_type, name, card_id, front_pic, reverse_pic, and
 * country: the document's issuing country (ISO 3166-1 alpha-2; contract/national-ids.ts), absent
 * from the spec's client, whose documents count as Chinese (DEFAULT_ID_COUNTRY).
 * real_type 2 (advanced): link_name and link_mobile (an emergency contact), link_code (a security
 * code sent to the user's own phone or e-mail, confirming the submission), hand_pic (a photo of
 * the user holding the ID document). Pictures are URLs returned by /upload.
 */
export const realRequest = z.discriminatedUnion('real_type', [
  z.object({
    real_type: z.literal('1'),
    id_type: z.enum(['1', '2', '3']),
    country: z.string().trim().toUpperCase().max(8).optional(),
    name: text(60),
    card_id: text(40),
    front_pic: text(400),
    reverse_pic: text(400),
  }),
  z.object({
    real_type: z.literal('2'),
    link_name: text(60),
    link_mobile: text(20),
    link_code: text(12),
    hand_pic: text(400),
  }),
]);

/** GET /real/state */
export type RealState = {
  /** Highest verified level: 0, 1 or 2. */
  level: 0 | 1 | 2;
  /** The latest submission's state. */
  status: RealStatus;
  /** Level of the latest submission (0 when none). */
  submitted_level: 0 | 1 | 2;
  /** Why the latest submission failed. */
  reason: string | null;
  submitted_at: number | null;
  /** Whether phone and e-mail are both bound, which verification needs (spec §5). */
  contacts_bound: boolean;
  /** Of the latest submission: name, masked document number and signed picture URLs. */
  details: {
    id_type: string | null;
    /** Issuing country of the document (ISO 3166-1 alpha-2); null for level 2 and older submissions. */
    country: string | null;
    name: string | null;
    card_id: string | null;
    front_pic: string;
    reverse_pic: string;
    hand_pic: string;
  } | null;
};
