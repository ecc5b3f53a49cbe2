import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BillKind } from '../../../contract/wallet';

/** What caused a balance change, as the bill names it. */
export const BILL_KIND_LABELS: Record<BillKind, MessageDescriptor> = {
  demo_funds: msg`Demo funds`,
  account_transfer: msg`Account transfer`,
  recharge: msg`Recharge`,
  withdraw_freeze: msg`Withdrawal frozen`,
  withdraw_paid: msg`Withdrawal paid`,
  withdraw_released: msg`Withdrawal released`,
  exchange: msg`Exchange`,
  adjustment: msg`Balance adjustment`,
  spot_freeze: msg`Spot order frozen`,
  spot_trade: msg`Spot trade`,
  spot_release: msg`Spot order released`,
  option_stake: msg`Option stake`,
  option_settle: msg`Option payout`,
  lever_open: msg`Contract opened`,
  lever_entrust: msg`Contract limit order held`,
  lever_fill: msg`Contract limit order filled`,
  lever_cancel: msg`Contract limit order cancelled`,
  lever_close: msg`Contract closed`,
  lever_overnight: msg`Contract overnight fee`,
  earn_lock: msg`Lock-mining amount locked`,
  earn_interest: msg`Mining interest`,
  earn_release: msg`Lock-mining amount returned`,
  earn_redeem: msg`Early redemption`,
  ieo_commit: msg`IEO subscription committed`,
  ieo_allocate: msg`IEO allocation`,
  ieo_release: msg`IEO tokens released`,
  dual_buy: msg`Dual investment bought`,
  dual_settle: msg`Dual investment settled`,
  nft_margin: msg`NFT auction margin frozen`,
  nft_margin_release: msg`NFT auction margin released`,
  nft_margin_forfeit: msg`NFT auction margin forfeited`,
  nft_pay: msg`NFT purchase paid`,
  nft_sale: msg`NFT sale proceeds`,
  nft_refund: msg`NFT purchase refunded`,
  nft_box: msg`NFT blind box bought`,
  gift_send: msg`Gift sent (frozen)`,
  gift_claim: msg`Gift claimed`,
  gift_refund: msg`Unclaimed gift returned`,
};

export const BILL_KINDS = Object.keys(BILL_KIND_LABELS) as BillKind[];

export const isBillKind = (v: string | null): v is BillKind => v !== null && v in BILL_KIND_LABELS;
