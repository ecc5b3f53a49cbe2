// The marketplace's refusals (spec §8's NFT messages first), translated from the catalogs like
// every server message.
import type { MessageDescriptor } from '@lingui/core';

export const nftMessages = {
  notOnSale: /*i18n*/ { id: 'nft.not_on_sale', message: 'Item not on sale or already ended' },
  notStarted: /*i18n*/ { id: 'nft.not_started', message: 'This sale starts on {start}' },
  bidTooLow: /*i18n*/ { id: 'nft.bid_too_low', message: 'Your bid must be higher than {amount} {currency}' },
  badIncrease: /*i18n*/ { id: 'nft.bad_increase', message: 'Enter the correct increase price' },
  badPrice: /*i18n*/ { id: 'nft.bad_price', message: 'Choose the correct price' },
  badTimes: /*i18n*/ { id: 'nft.bad_times', message: 'End time must be later than start' },
  startPassed: /*i18n*/ { id: 'nft.start_passed', message: 'The start cannot be in the past' },
  tooLong: /*i18n*/ { id: 'nft.too_long', message: 'A sale can run for at most 30 days' },
  priceChanged: /*i18n*/ {
    id: 'nft.price_changed',
    message: 'The price is now {price} {currency}: check it and confirm again',
  },
  bidMoved: /*i18n*/ {
    id: 'nft.bid_moved',
    message: 'Someone bid {amount} {currency} first: check the new price and bid again',
  },
  ownItem: /*i18n*/ { id: 'nft.own_item', message: 'This is your own artwork' },
  leading: /*i18n*/ { id: 'nft.leading', message: 'You already have the highest bid' },
  notAuction: /*i18n*/ { id: 'nft.not_auction', message: 'This item is not sold by auction' },
  seedMissing: /*i18n*/ { id: 'nft.seed_missing', message: 'Update the app to buy blind boxes' },
  soldOut: /*i18n*/ { id: 'nft.sold_out', message: 'This blind box is sold out' },
  notYours: /*i18n*/ { id: 'nft.not_yours', message: 'This is not one of your NFTs' },
  notResellable: /*i18n*/ {
    id: 'nft.not_resellable',
    message: 'This NFT is on sale or waiting for a review and cannot be listed now',
  },
  boxOpened: /*i18n*/ { id: 'nft.box_opened', message: 'This blind box has been opened already' },
  orderUnknown: /*i18n*/ { id: 'nft.order_unknown', message: 'There is no such order' },
  orderNotDue: /*i18n*/ { id: 'nft.order_not_due', message: 'This order is not waiting for payment' },
  orderExpired: /*i18n*/ {
    id: 'nft.order_expired',
    message: 'The time to pay has passed: the margin was forfeited',
  },
  orderNotInReview: /*i18n*/ { id: 'nft.order_not_in_review', message: 'This sale is not waiting for review' },
  artistUnknown: /*i18n*/ { id: 'nft.artist_unknown', message: 'There is no such artist' },
  itemNotHeld: /*i18n*/ { id: 'nft.item_not_held', message: 'The platform does not hold this artwork free to list' },
  marginFirst: /*i18n*/ {
    id: 'nft.margin_first',
    message: 'This auction is another user’s: freeze its margin of {margin} {currency} with your pay password first',
  },
  marginShort: /*i18n*/ {
    id: 'nft.margin_short',
    message: 'Insufficient balance: bidding needs a margin of {margin} {currency}',
  },
  audioError: /*i18n*/ { id: 'nft.audio_error', message: 'Audio file error' },
  videoError: /*i18n*/ { id: 'nft.video_error', message: 'Video file error: upload an MP4 or WebM video' },
  badMedia: /*i18n*/ {
    id: 'nft.bad_media',
    message: 'Upload the artwork’s file (and a cover picture for sound or video) first',
  },
  badArtwork: /*i18n*/ {
    id: 'nft.bad_artwork',
    message: 'Give the artwork a name, an artist, a rarity and a royalty between 0 and 20 %',
  },
  badMargin: /*i18n*/ { id: 'nft.bad_margin', message: 'An auction needs a margin above zero' },
  badArtist: /*i18n*/ {
    id: 'nft.bad_artist',
    message: 'Give the artist a name, a picture and an introduction in English',
  },
  badBox: /*i18n*/ { id: 'nft.bad_box', message: 'Upload the series’ cover picture first' },
  badOdds: /*i18n*/ {
    id: 'nft.bad_odds',
    message: 'Give each rarity a whole share, together 100 %, and box designs of that rarity to draw from',
  },
} satisfies Record<string, MessageDescriptor>;

/** A bid's malformed raise (POST auctionNFT and the socket's nft:bid) is refused as the bid form's mistake. */
export const bidFieldRefusals = { price: nftMessages.badIncrease };
