// Recharge (spec §2 fund/receive, §3 Recharge): the deposit address of the chosen coin and
// network with its QR code, then the amount sent and the payment voucher; the deposit is credited
// once it has been reviewed. Offline (or when sending fails for want of a network), the voucher
// and amount are kept on the device and sent by the uploader when the connection returns.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { Coin } from '../../../contract/user';
import { checkAmount, validationMessages } from '../../../contract/validators';
import type { DepositAddress } from '../../../contract/wallet';
import { getCoins } from '../../api/user';
import { getDepositAddress, requestRecharge } from '../../api/wallet';
import { useOnline } from '../../app/useOnline';
import { useProblemText } from '../../i18n/problem';
import { session } from '../../state/session';
import { showToast } from '../../state/ui';
import { isRetryable, queueUpload } from '../../state/uploader';
import { Field } from '../../ui/Field';
import { ImagePicker } from '../../ui/ImagePicker';
import { NavBar } from '../../ui/NavBar';
import { QueueingSubmit } from '../../ui/QueueingSubmit';
import { DelayedSpinner } from '../../ui/Spinner';
import { useQueueablePhoto } from '../../ui/useQueueablePhoto';
import { QueuedRecharges } from './receive-queue';
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
  const photo = useQueueablePhoto();
  const voucher = photo.url;
  const online = useOnline();
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

  /** Keeps this recharge on the device under the same request id; the uploader sends it once. */
  const queue = async (file: Blob) => {
    const coin = coins?.find((c) => c.id === coinId);
    await queueUpload({
      purpose: 'recharge',
      requestId,
      file,
      fileName: photo.fileName,
      // `coin` is only for the queue's list; the uploader sends currency, amount and the voucher.
      fields: { currency: String(coinId), amount: amount.trim(), coin: coin ? `${coin.name}-${coin.subName}` : '' },
      resultPath: voucher || undefined,
    });
    showToast(t`Saved on this device. It will be sent when the connection returns.`);
    setAmount('');
    photo.reset();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = {
      amount: text(amount.trim() ? checkAmount(amount.trim()) : { message: validationMessages.amountRequired }),
      voucher: photo.chosen ? null : t`Please upload the payment voucher`,
    };
    setErrors(next);
    if (next.amount || next.voucher) return;
    const voucherFile = photo.file;
    setBusy(true);
    try {
      // Offline, or the voucher could not be uploaded yet: straight into the queue.
      if (voucherFile && (!navigator.onLine || !voucher)) return await queue(voucherFile);
      try {
        showToast(await requestRecharge({ coinId, amount: amount.trim(), voucher }, requestId));
        navigate('/pages/fund/receive_withdraw_record', { replace: true });
      } catch (err) {
        // No answer: it may or may not have arrived, so the queue sends it again under the same
        // request id (the server files it once). A refusal is shown by the API client, and what
        // was typed and uploaded stays in the form.
        if (voucherFile && isRetryable(err)) await queue(voucherFile);
      }
    } catch {
      showToast(t`This recharge could not be saved on this device. Please try again.`);
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
      {failed && online && (
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
        ) : !online ? (
          <p className="muted">
            <Trans>The deposit address is shown when you are online.</Trans>
          </p>
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
        <ImagePicker key={photo.key} label={t`Payment voucher`} {...photo.picker} error={errors.voucher} />
        <QueueingSubmit busy={busy} kept="recharge" />
      </form>
      <QueuedRecharges />
    </div>
  );
}
