// Withdraw (spec §2 fund/withdraw): the coin (chosen on /pages/fund/select, ?coin=<id>, USDT-TRC20
// by default), then the form — or, for a user without a pay password, the way to set one first,
// since every withdrawal is confirmed with it.
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { WithdrawInfo } from '../../../contract/wallet';
import { getWithdrawInfo } from '../../api/wallet';
import { NavBar } from '../../ui/NavBar';
import { DelayedSpinner } from '../../ui/Spinner';
import { SafeguardBanner } from '../setting/security-banner';
import '../setting/security-screens.css';
import { chosenCoin, coinPickerLink } from './coin-choice';
import { FirstRunOfferLoader } from './FirstRunOfferLoader';
import { WITHDRAW_RECORDS_PATH, WithdrawForm } from './withdraw-form';
import './fund.css';

const WITHDRAW_PATH = '/pages/fund/withdraw';
/** USDT on TRC20: the cheapest network, so the default. */
const DEFAULT_COIN = 2;
/** The banner's id: the disabled Withdraw button is described by it. */
const BLOCK_ID = 'withdraw-block';

export default function Withdraw() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const coinId = chosenCoin(params, DEFAULT_COIN);
  const [info, setInfo] = useState<WithdrawInfo | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    setInfo(null);
    getWithdrawInfo(coinId, { quiet: true }).then(setInfo, () => setFailed(true));
  }, [coinId]);
  useEffect(load, [load]);

  return (
    <div className="page">
      <NavBar
        title={<Trans>Withdraw</Trans>}
        right={
          <Link to={WITHDRAW_RECORDS_PATH} className="icon-button" aria-label={t`Withdrawal records`}>
            ≡
          </Link>
        }
      />
      {info ? <SafeguardBanner state={info} id={BLOCK_ID} /> : null}
      {/* Nothing to withdraw yet on a demo server: where to start instead (issue 20). */}
      <FirstRunOfferLoader />
      <ul className="list">
        <li>
          <Link to={coinPickerLink(WITHDRAW_PATH, coinId)} className="list-row" data-testid="withdraw-coin">
            <span>
              <Trans>Currency</Trans>
            </span>
            <span className="list-value">
              {info ? `${info.currency}-${info.network}` : ''}
              <span aria-hidden="true" className="chevron">
                ›
              </span>
            </span>
          </Link>
        </li>
      </ul>
      {failed ? (
        <div className="page-error" role="alert">
          <p>
            <Trans>This page could not be loaded. Check your connection and try again.</Trans>
          </p>
          <button type="button" className="button" onClick={load}>
            <Trans>Retry</Trans>
          </button>
        </div>
      ) : info === null ? (
        <DelayedSpinner delay={200} />
      ) : info.has_pay_password ? (
        <WithdrawForm key={info.coin_id} info={info} blockId={BLOCK_ID} />
      ) : (
        <div className="empty-state" data-testid="withdraw-no-pay-password">
          <p className="empty-title">
            <Trans>Set a payment password first</Trans>
          </p>
          <p>
            <Trans>Every withdrawal is confirmed with your 6-digit payment password.</Trans>
          </p>
          <Link to="/pages/setting/payPassword" className="button link-as-button">
            <Trans>Set payment password</Trans>
          </Link>
        </div>
      )}
    </div>
  );
}
