// Recharge (spec §2 fund/receive, §3 Recharge): the deposit address of the chosen coin and
// network with its QR code, then the amount sent and the payment voucher; the deposit is credited
// once it has been reviewed.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { Coin } from '../../../contract/user';
import { checkAmount, validationMessages } from '../../../contract/validators';
import type { DepositAddress } from '../../../contract/wallet';
import { upload } from '../../api/common';
import { getCoins } from '../../api/user';
import { getDepositAddress, requestRecharge } from '../../api/wallet';
import { useProblemText } from '../../i18n/problem';
import { session } from '../../state/session';
import { showToast } from '../../state/ui';
import { Field } from '../../ui/Field';
import { ImagePicker } from '../../ui/ImagePicker';
import { NavBar } from '../../ui/NavBar';
import { DelayedSpinner } from '../../ui/Spinner';
import { SubmitButton } from '../../ui/SubmitButton';
import './fund.css';

export default function Receive() {
  const { t } = useLingui();
  const text = useProblemText();
  const navigate = useNavigate();
  const { site } = useSnapshot(session);
  const [coins, setCoins] = useState<Coin[] | null>(null);
  const [coinId, setCoinId] = useState(1);
  const [address, setAddress] = useState<DepositAddress | null>(null);
  const [failed, setFailed] = useState(false);
  const [amount, setAmount] = useState('');
  const [voucher, setVoucher] = useState('');
  const [errors, setErrors] = useState<{ amount?: string | null; voucher?: string | null }>({});
  const [busy, setBusy] = useState(false);
  const requestId = useMemo(() => [crypto.randomUUID(), coinId, amount, voucher].join(':'), [coinId, amount, voucher]);

  useEffect(() => {
    getCoins({ quiet: true }).then(setCoins, () => setFailed(true));
  }, []);

  useEffect(() => {
    setAddress(null);
    getDepositAddress(coinId, { quiet: true }).then(setAddress, () => setFailed(true));
  }, [coinId]);

  const copy = async () => {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(address.address);
      showToast(t`Address copied`);
    } catch {
      showToast(t`Copying is not allowed here. Press and hold the address to copy it.`);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = {
      amount: text(amount.trim() ? checkAmount(amount.trim()) : { message: validationMessages.amountRequired }),
      voucher: voucher ? null : t`Please upload the payment voucher`,
    };
    setErrors(next);
    if (next.amount || next.voucher) return;
    setBusy(true);
    try {
      showToast(await requestRecharge({ coinId, amount: amount.trim(), voucher }, requestId));
      navigate('/pages/fund/receive_withdraw_record', { replace: true });
    } catch {
      // Shown by the API client; what was typed and uploaded stays.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page">
      <NavBar
        title={<Trans>Recharge</Trans>}
        right={
          <Link to="/pages/fund/receive_withdraw_record" className="icon-button" aria-label={t`Recharge records`}>
            ≡
          </Link>
        }
      />
      {failed && (
        <div className="empty-state" role="alert">
          <p>
            <Trans>This page could not be loaded. Check your connection and try again.</Trans>
          </p>
        </div>
      )}
      {coins && (
        <div className="tabs tabs-scroll" role="tablist" aria-label={t`Currency`}>
          {coins.map((c) => (
            <button key={c.id} type="button" role="tab" aria-selected={coinId === c.id} onClick={() => setCoinId(c.id)}>
              {c.name}-{c.subName}
            </button>
          ))}
        </div>
      )}
      <section className="card deposit-card">
        {address ? (
          <>
            <img src={address.qrcode} alt={t`QR code of the deposit address`} width="180" height="180" />
            <p className="deposit-network muted">
              <Trans>
                {address.currency} on {address.network}
              </Trans>
            </p>
            <p className="deposit-address" data-testid="deposit-address">
              {address.address}
            </p>
            <button type="button" className="button button-secondary" onClick={() => void copy()}>
              <Trans>Copy address</Trans>
            </button>
            {site.demo === '1' && (
              <p className="field-hint">
                <Trans>This is a demo address: do not send real funds to it.</Trans>
              </p>
            )}
          </>
        ) : (
          !failed && <DelayedSpinner delay={200} />
        )}
      </section>
      <form className="form" onSubmit={submit} noValidate>
        <Field
          label={t`Amount sent`}
          inputMode="decimal"
          value={amount}
          onChange={(v) => setAmount(v.replace(/[^\d.]/g, ''))}
          error={errors.amount}
        />
        <ImagePicker
          label={t`Payment voucher`}
          value={voucher}
          onChange={setVoucher}
          upload={(file) => upload(file)}
          error={errors.voucher}
        />
        <SubmitButton busy={busy}>
          <Trans>Submit</Trans>
        </SubmitButton>
      </form>
    </div>
  );
}
