// The marketplace's calls (spec §7 /bind_box/*, wire notes; contract/nft.ts). Browsing is open to
// guests; everything that buys, bids, pays or lists honours Idempotency-Key.
import type { FastifyInstance } from 'fastify';
import {
  artistDetailRequest,
  artistListRequest,
  auctionRequest,
  bidLogRequest,
  boxDetailRequest,
  boxListRequest,
  buyRequest,
  codeRequest,
  marginRequest,
  myPageRequest,
  openBoxRequest,
  payOrderRequest,
  readMessageRequest,
  resellRequest,
} from '../../contract/nft';
import { idempotencyKey } from '../core/idempotency';
import { parseFields, type SessionResolver, sessionOf } from '../core/protocol';
import type { BidDesk } from './bids';
import type { NftBoxes } from './boxes';
import { bidFieldRefusals, nftMessages } from './messages';
import type { Nft } from './service';
import type { NftTrade } from './trade';

type Deps = {
  nft: Nft;
  trade: NftTrade;
  bids: BidDesk;
  boxes: NftBoxes;
  sessions: SessionResolver;
};

export async function nftRoutes(app: FastifyInstance, { nft, trade, bids, boxes, sessions }: Deps) {
  const guarded = { config: { guard: 'session' as const } };
  const reader = async (token: string | null | undefined) =>
    token ? ((await sessions.resolve(token))?.userId ?? null) : null;
  const user = (req: Parameters<typeof sessionOf>[0]) => sessionOf(req).userId;

  app.get('/bind_box/getBoxList', async (req) => nft.list(parseFields(req, boxListRequest), await reader(req.token)));
  app.get('/bind_box/getBoxDetail', async (req) =>
    nft.detail(parseFields(req, boxDetailRequest).id, await reader(req.token), req.lang),
  );
  app.get('/bind_box/getArtist', async (req) => {
    const f = parseFields(req, artistListRequest);
    return nft.artists(f.page, f.limit, req.lang);
  });
  app.get('/bind_box/getArtistDetail', async (req) =>
    nft.artist(parseFields(req, artistDetailRequest).uid, await reader(req.token), req.lang),
  );
  app.get('/bind_box/getNftCurrency', async () => nft.currencies());

  app.post('/bind_box/collect', guarded, async (req) => nft.collect(user(req), parseFields(req, codeRequest).code));
  app.get('/bind_box/getCollection', guarded, async (req) => {
    const f = parseFields(req, myPageRequest);
    return nft.collection(user(req), f.page, f.limit);
  });

  app.post('/bind_box/buyNFT', guarded, async (req) =>
    trade.buy(user(req), parseFields(req, buyRequest), idempotencyKey(req)),
  );
  app.post('/bind_box/marginNFT', guarded, async (req) => {
    const f = parseFields(req, marginRequest);
    await trade.margin(user(req), f, idempotencyKey(req));
    return nft.detail(f.code, user(req), req.lang);
  });
  // Answered with the bid's receipt, as on the socket (./live.ts): an order's acknowledgement, not
  // the auction's page, which the room's announcement and getBoxDetail carry (ADR 21).
  app.post('/bind_box/auctionNFT', guarded, async (req) =>
    bids.bid(user(req), parseFields(req, auctionRequest, bidFieldRefusals), idempotencyKey(req)),
  );
  app.post('/bind_box/payNFTOrder', guarded, async (req) =>
    trade.pay(user(req), parseFields(req, payOrderRequest), idempotencyKey(req)),
  );
  app.post('/bind_box/resellNFT', guarded, async (req) => {
    const f = parseFields(req, resellRequest, { price: nftMessages.badPrice, per_increase: nftMessages.badIncrease });
    const { id } = await trade.resell(user(req), f, idempotencyKey(req));
    return nft.detail(id, user(req), req.lang);
  });
  // Opening is its own idempotence: a box opens once, and opening it again is refused.
  app.post('/bind_box/openBlindBox', guarded, async (req) =>
    boxes.open(user(req), parseFields(req, openBoxRequest).id),
  );

  app.post('/bind_box/getBindBoxQuotationLog', async (req) => {
    const f = parseFields(req, bidLogRequest);
    return nft.bids({ code: f.code, id: f.id }, await reader(req.token), f.page, f.limit);
  });
  app.post('/bind_box/getMyBindBoxQuotationLog', guarded, async (req) => {
    const f = parseFields(req, myPageRequest);
    return nft.myBids(user(req), f.page, f.limit);
  });
  app.post('/bind_box/getMyNFTs', guarded, async (req) => {
    const f = parseFields(req, myPageRequest);
    return nft.mine(user(req), f.page, f.limit);
  });
  app.post('/bind_box/getNeedPayNFTOrder', guarded, async (req) => nft.orders(user(req)));
  app.post('/bind_box/readNFTOrderMessage', guarded, async (req) => {
    await nft.read(user(req), parseFields(req, readMessageRequest).id);
  });
}
