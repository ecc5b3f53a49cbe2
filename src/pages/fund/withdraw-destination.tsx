// Where a withdrawal goes (spec §2 withdraw, §5 "withdraw needs … selected address or card"): one
// of the user's saved addresses for the chosen coin, or the saved bank card of the method, each
// with a link to add one when there is none.
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { BankCard, InternationalCard, WalletAddress } from '../../../contract/user';
import { allWalletAddresses, getBankCard, getInternationalCard } from '../../api/user';
import { DelayedSpinner } from '../../ui/Spinner';
import { usableNow } from '../setting/safeguards';
import { UsableFrom } from '../setting/security-banner';

/** A fetch of the destination failed: say so in place, with a retry (the rest of the form stays). */
function DestinationError({ onRetry, children }: { onRetry: () => void; children: ReactNode }) {
  return (
    <div className="withdraw-destination-empty" role="alert">
      <p>{children}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        <Trans>Retry</Trans>
      </button>
    </div>
  );
}

/** None saved yet: say so, the way to add one, and the form's problem with the choice. */
function NoDestination(props: { to: string; add: ReactNode; error?: string | null; children: ReactNode }) {
  return (
    <div className="withdraw-destination-empty">
      <p>{props.children}</p>
      <Link to={props.to} className="button button-secondary link-as-button">
        {props.add}
      </Link>
      {props.error && (
        <p className="field-error" role="alert">
          {props.error}
        </p>
      )}
    </div>
  );
}

/** Middle of a long address elided, so the start and end the user recognises both show. */
const shortAddress = (a: string) => (a.length > 22 ? `${a.slice(0, 10)}…${a.slice(-8)}` : a);

export function AddressChoice(props: {
  coinId: number;
  coinName: string;
  value: string;
  onChange: (id: string) => void;
  /** Told, once the addresses are loaded, when the first of them can be used while none can be yet. */
  onHeldUntil?: (until: number | null) => void;
  error?: string | null;
}) {
  const { coinId, coinName, value, onChange, onHeldUntil } = props;
  const [addresses, setAddresses] = useState<WalletAddress[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    allWalletAddresses().then(
      (all) => {
        const mine = all.filter((a) => a.currency === coinId);
        setAddresses(mine);
        // The only address there is needs no choosing (once it may be used: a new one waits the hold).
        const usable = mine.filter((a) => usableNow(a.usable_at, Date.now(), a.created_at));
        if (mine.length === 1 && usable[0]) onChange(usable[0].id);
        const held = mine.map((a) => a.usable_at);
        onHeldUntil?.(usable.length === 0 && held.length > 0 ? Math.min(...held) : null);
      },
      () => setFailed(true),
    );
  }, [coinId, onChange, onHeldUntil]);
  useEffect(load, [load]);

  if (failed) {
    return (
      <DestinationError onRetry={load}>
        <Trans>Your addresses could not be loaded. Check your connection and try again.</Trans>
      </DestinationError>
    );
  }
  if (addresses === null) return <DelayedSpinner delay={200} />;
  if (addresses.length === 0) {
    return (
      <NoDestination to="/pages/setting/addWallet" add={<Trans>Add address</Trans>} error={props.error}>
        <Trans>You have no saved {coinName} address on this network.</Trans>
      </NoDestination>
    );
  }
  return (
    <fieldset className="withdraw-choices" aria-invalid={props.error ? true : undefined}>
      <legend className="field-label">
        <Trans>Withdrawal address</Trans>
      </legend>
      {addresses.map((a) => {
        const usable = usableNow(a.usable_at, Date.now(), a.created_at);
        return (
          <label key={a.id} className={`withdraw-choice${usable ? '' : ' withdraw-choice-held'}`}>
            <input
              type="radio"
              name="withdraw-address"
              value={a.id}
              checked={value === a.id}
              disabled={!usable}
              onChange={() => onChange(a.id)}
            />
            <span>
              <strong>{a.name}</strong>
              <small className="withdraw-address" title={a.address}>
                {shortAddress(a.address)}
              </small>
              <UsableFrom address={a} />
            </span>
          </label>
        );
      })}
      <Link to="/pages/setting/addWallet" className="link-button withdraw-add-link">
        <Trans>Add another address</Trans>
      </Link>
      {props.error && (
        <p className="field-error" role="alert">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}

type Card = BankCard | InternationalCard;

/** The saved card of a bank method, or a link to add it; reports whether there is one. */
export function BankCardChoice(props: {
  international: boolean;
  onReady: (hasCard: boolean) => void;
  error?: string | null;
}) {
  const { international, onReady } = props;
  const [card, setCard] = useState<Card | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    setCard(undefined);
    onReady(false);
    (international ? getInternationalCard({ quiet: true }) : getBankCard({ quiet: true })).then(
      (c) => {
        setCard(c);
        onReady(c !== null);
      },
      () => setFailed(true),
    );
  }, [international, onReady]);
  useEffect(load, [load]);

  if (failed) {
    return (
      <DestinationError onRetry={load}>
        <Trans>Your bank card could not be loaded. Check your connection and try again.</Trans>
      </DestinationError>
    );
  }
  if (card === undefined) return <DelayedSpinner delay={200} />;
  const editPath = international ? '/pages/setting/bank_international' : '/pages/setting/bank';
  if (card === null) {
    return (
      <NoDestination
        to={editPath}
        add={international ? <Trans>Add international bank card</Trans> : <Trans>Add bank card</Trans>}
        error={props.error}
      >
        {international ? (
          <Trans>You have not added an international bank card yet.</Trans>
        ) : (
          <Trans>You have not added a bank card yet.</Trans>
        )}
      </NoDestination>
    );
  }
  const last4 = card.bank_account.replace(/\s/g, '').slice(-4);
  return (
    <div className="withdraw-card" data-testid="withdraw-card">
      <span>
        <strong>
          {card.bank_name} ···· {last4}
        </strong>
        <small className="muted">{card.real_name}</small>
      </span>
      <Link to={editPath} className="link-button">
        <Trans>Edit</Trans>
      </Link>
    </div>
  );
}
