// Seconds options calls (spec §7 /microtrade/*; contract/options.ts). Submitting carries an
// Idempotency-Key, so a retry after a dropped connection cannot stake twice.
import type {
  OptionDirection,
  OptionDuration,
  OptionListReply,
  OptionOrder,
  OptionTerms,
  PayableCurrency,
} from '../../contract/options';
import { api, type CallOptions } from './client';

/** Whether the product is offered and whether this user accepted the risk disclosure (guests too). */
export const getOptionTerms = (opts?: CallOptions) => api.get<OptionTerms>('microtrade/terms', {}, opts);

export const acceptOptionDisclosure = (version: number, opts?: CallOptions) =>
  api.post<OptionTerms>('microtrade/accept_disclosure', { version }, opts);

/** The durations offered, each with its published payout ratio and stake limits. */
export const getOptionDurations = (opts?: CallOptions) => api.get<OptionDuration[]>('microtrade/seconds', {}, opts);

/** The currencies a stake may be paid in, with the options (micro, id 4) account's balance. */
export const getPayableCurrencies = (opts?: CallOptions) =>
  api.get<PayableCurrency[]>('microtrade/payable_currencies', {}, opts);

export type OptionInput = {
  matchId: number;
  currencyId: number;
  type: OptionDirection;
  seconds: number;
  stake: string;
};

export const submitOption = (input: OptionInput, requestId: string, opts?: CallOptions) =>
  api.post<OptionOrder>(
    'microtrade/submit',
    {
      match_id: input.matchId,
      currency_id: input.currencyId,
      type: input.type,
      seconds: input.seconds,
      number: input.stake,
    },
    { ...opts, idempotencyKey: requestId },
  );

/** Five at a time (spec §9), newest first; status 1 open, 2 settled; match_id 0 = every instrument. */
export const OPTION_PAGE_SIZE = 5;

export const getOptions = (filter: { matchId?: number; status: 1 | 2 }, page: number, opts?: CallOptions) =>
  api.get<OptionListReply>(
    'microtrade/lists',
    { match_id: filter.matchId, status: filter.status, page, limit: OPTION_PAGE_SIZE },
    opts,
  );

export const getOptionResult = (id: string, opts?: CallOptions) =>
  api.get<OptionOrder>('microtrade/get_result', { id }, opts);
