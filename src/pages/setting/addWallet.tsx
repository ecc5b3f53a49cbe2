// Add a withdrawal address (spec §2 addWallet, §3 wallet address, §5: currency, address and QR
// image are required): the coin and its network, a label and the address. The QR image is made on
// the device from the address (issue 20) and shown before saving, then uploaded with it.
// "Confirm it's you" comes first (ADR 16); a new address can be withdrawn to once the hold is over.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Coin } from '../../../contract/user';
import { checkName, checkRequired, checkWalletAddress, validationLimits } from '../../../contract/validators';
import { upload } from '../../api/common';
import { allWalletAddresses, getCoins, saveWalletAddress } from '../../api/user';
import { useProblemText } from '../../i18n/problem';
import { addressQrPng } from '../../lib/addressQr';
import { showToast } from '../../state/ui';
import { AddressQr } from '../../ui/AddressQr';
import { Field } from '../../ui/Field';
import { LoadError } from '../../ui/LoadError';
import { NavBar } from '../../ui/NavBar';
import { DelayedSpinner } from '../../ui/Spinner';
import { SubmitButton } from '../../ui/SubmitButton';
import { IdentityGate, useRefusalField } from './ConfirmIdentity';
import { SecurityChangeDone } from './SecurityChangeDone';
import { usableNow } from './safeguards';
import { HoldTime } from './security-banner';
import { UserPending, useUser } from './security-user';
import './real-screens.css';
import './security-screens.css';

type Errors = Partial<Record<'coin' | 'name' | 'address', string | null>>;

export default function AddWallet() {
  const { t } = useLingui();
  const text = useProblemText();
  const navigate = useNavigate();
  const { key: locationKey } = useLocation();
  const { user, failed: userFailed, retry: retryUser } = useUser();
  const fieldOf = useRefusalField();
  /** Saved: when the new address can receive withdrawals (null when that could not be read back). */
  const [saved, setSaved] = useState<{ usableAt: number | null; createdAt: number } | null>(null);
  const coinGroup = useId();
  const [coins, setCoins] = useState<Coin[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [coinId, setCoinId] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  /** A changed field loses its old error; the others keep theirs until the next submit. */
  const edit =
    (key: keyof Errors, set: (value: string) => void) =>
    (value: string): void => {
      set(value);
      setErrors((e) => (e[key] ? { ...e, [key]: null } : e));
    };

  const loadCoins = useCallback(async () => {
    setLoadFailed(false);
    try {
      setCoins(await getCoins({ quiet: true }));
    } catch {
      setLoadFailed(true);
    }
  }, []);

  useEffect(() => {
    void loadCoins();
  }, [loadCoins]);

  // Back to the list it was opened from; opened directly, to the list all the same.
  const leave = () => {
    if (locationKey === 'default') navigate('/pages/setting/wallet', { replace: true });
    else navigate(-1);
  };

  const submit = (reverify: () => void) => async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = address.trim();
    const next: Errors = {
      coin: coinId === null ? t`Please choose a currency` : null,
      name: text(checkName(name.trim())),
      address: text(checkRequired(trimmed, 'walletAddress') ?? checkWalletAddress(trimmed)),
    };
    setErrors(next);
    if (coinId === null || Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      const qrcode = await upload(await addressQrPng(trimmed));
      showToast(await saveWalletAddress({ currency: coinId, name: name.trim(), address: trimmed, qrcode }));
      const mine = await allWalletAddresses().catch(() => []);
      const made = mine.find((a) => a.currency === coinId && a.address === trimmed);
      setSaved({ usableAt: made?.usable_at ?? null, createdAt: made?.created_at ?? Date.now() });
    } catch (err) {
      // Shown by the API client; the form keeps what was typed (or, the proof gone, asks it
      // again: the form stays filled behind it).
      setBusy(false);
      if (fieldOf(err) === 'verify') reverify();
    }
  };

  return (
    <div className="page">
      <NavBar title={<Trans>Add address</Trans>} />
      {saved ? (
        <SecurityChangeDone title={<Trans>The address is saved.</Trans>} onDone={leave}>
          <p className="explain" data-testid="address-usable">
            {saved.usableAt === null ? (
              <Trans>A new address can receive withdrawals once its security pause is over; Withdraw shows when.</Trans>
            ) : usableNow(saved.usableAt, Date.now(), saved.createdAt) ? (
              <Trans>It can receive withdrawals now.</Trans>
            ) : (
              <Trans>
                It can receive withdrawals from <HoldTime until={saved.usableAt} />.
              </Trans>
            )}
          </p>
        </SecurityChangeDone>
      ) : !user ? (
        <UserPending failed={userFailed} retry={retryUser} />
      ) : !coins ? (
        loadFailed ? (
          <LoadError onRetry={() => void loadCoins()}>
            <Trans>The currencies could not be loaded. Check your connection and try again.</Trans>
          </LoadError>
        ) : (
          <DelayedSpinner delay={200} />
        )
      ) : (
        <IdentityGate user={user}>
          {(reverify) => (
            <form className="form" onSubmit={submit(reverify)} noValidate>
              <fieldset className={`real-choice${errors.coin ? ' field-invalid' : ''}`}>
                <legend className="field-label">
                  <Trans>Currency and network</Trans>
                </legend>
                <div className="wallet-coins">
                  {coins.map((c) => (
                    <label key={c.id} className="wallet-coin-option">
                      <input
                        type="radio"
                        className="visually-hidden"
                        name={coinGroup}
                        value={c.id}
                        checked={c.id === coinId}
                        onChange={() => {
                          setCoinId(c.id);
                          setErrors((e) => ({ ...e, coin: null }));
                        }}
                      />
                      <span>{c.name}</span>
                      {c.subName && <small>{c.subName}</small>}
                    </label>
                  ))}
                </div>
                {errors.coin && (
                  <p className="field-error" role="alert">
                    {errors.coin}
                  </p>
                )}
              </fieldset>
              <Field
                label={t`Label`}
                maxLength={validationLimits.nameMax}
                value={name}
                onChange={edit('name', setName)}
                error={errors.name}
                hint={t`A name to recognise this address, e.g. My Ledger`}
              />
              <div className="wallet-mono">
                <Field
                  label={t`Address`}
                  autoCapitalize="off"
                  autoCorrect="off"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={validationLimits.walletAddressMax}
                  value={address}
                  onChange={edit('address', setAddress)}
                  error={errors.address}
                  hint={t`Check the network: an address on the wrong network cannot receive the coins.`}
                />
              </div>
              <AddressQr address={errors.address ? '' : address.trim()} />
              <SubmitButton busy={busy}>
                <Trans>Save address</Trans>
              </SubmitButton>
            </form>
          )}
        </IdentityGate>
      )}
    </div>
  );
}
