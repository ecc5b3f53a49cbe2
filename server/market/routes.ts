// Market calls (spec §7 Market/trading, Content): quotes, candles and favourites.
import type { FastifyInstance } from 'fastify';
import { favouriteDeleteRequest, favouriteRequest, MAX_CANDLES, timesharRequest } from '../../contract/market';
import type { Clock } from '../core/clock';
import { Refusal } from '../core/errors';
import { parseFields, sessionOf } from '../core/protocol';
import { periodMs } from './candles';
import type { Favourites } from './favourites';
import { marketMessages } from './messages';
import type { Market } from './service';

type Deps = { market: Market; favourites: Favourites; clock: Clock };

export async function marketRoutes(app: FastifyInstance, { market, favourites, clock }: Deps) {
  const guarded = { config: { guard: 'session' as const } };

  app.get('/currency/quotation_new', async () => market.quotes());

  app.get('/currency/new_timeshar', async (req) => {
    const f = parseFields(req, timesharRequest);
    const inst = market.instrument(f.symbol);
    if (!inst) throw new Refusal(marketMessages.symbolUnknown);
    const to = f.to ?? clock.now();
    const from = f.from ?? market.defaultRange(f.period, to).from;
    if (from > to) throw new Refusal(marketMessages.rangeInvalid);
    // A range far wider than one reply can hold is answered with its newest MAX_CANDLES candles.
    const span = Math.min(to - from, MAX_CANDLES * periodMs(f.period) * 2);
    return { symbol: inst.symbol, period: f.period, candles: await market.candles(inst, f.period, to - span, to) };
  });

  app.get('/optional/list', guarded, async (req) => favourites.list(sessionOf(req).userId));

  app.post('/optional/add', guarded, async (req) => {
    await favourites.add(sessionOf(req).userId, parseFields(req, favouriteRequest).currency_id);
    return null;
  });

  app.post('/optional/del', guarded, async (req) => {
    await favourites.remove(sessionOf(req).userId, parseFields(req, favouriteDeleteRequest).id);
    return null;
  });
}
