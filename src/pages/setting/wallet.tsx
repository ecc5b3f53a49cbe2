// Withdrawal wallet addresses (spec §2 wallet, §3 wallet address, §7 /user/wallet/list): the saved
// addresses ten at a time, each with its coin and network, label, address (copyable) and QR code,
// and a delete that asks for confirmation on the card itself.
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { WalletAddress } from '../../../contract/user';
import { deleteWalletAddress, getWalletAddresses } from '../../api/user';
import { showToast } from '../../state/ui';
import { LoadError } from '../../ui/LoadError';
import { LoadMoreButton } from '../../ui/LoadMoreButton';
import { NavBar } from '../../ui/NavBar';
import { useNeedsNetwork } from '../../ui/OfflineReason';
import { DelayedSpinner } from '../../ui/Spinner';
import { UsableFrom } from './security-banner';
import './real-screens.css';

const PAGE_SIZE = 10;
const ADD_PATH = '/pages/setting/addWallet';

/** Adds the rows not already listed (a deletion shifts later pages by one, so pages can overlap). */
function merge(list: WalletAddress[], more: WalletAddress[]): WalletAddress[] {
  const known = new Set(list.map((a) => a.id));
  return [...list, ...more.filter((a) => !known.has(a.id))];
}

export default function Wallet() {
  const { t } = useLingui();
  const [items, setItems] = useState<WalletAddress[] | null>(null);
  const [total, setTotal] = useState(0);
  const [status, setStatus] = useState<'loading' | 'idle' | 'failed'>('loading');
  const [qr, setQr] = useState<WalletAddress | null>(null);
  const loading = useRef(false);

  const loadMore = useCallback(async (list: WalletAddress[]) => {
    if (loading.current) return;
    loading.current = true;
    setStatus('loading');
    try {
      // The page that holds the first address not yet listed.
      const page = Math.floor(list.length / PAGE_SIZE) + 1;
      const reply = await getWalletAddresses(page, { quiet: list.length === 0 });
      setItems(merge(list, reply.data));
      setTotal(reply.total);
      setStatus('idle');
    } catch {
      setStatus('failed');
    } finally {
      loading.current = false;
    }
  }, []);

  useEffect(() => {
    void loadMore([]);
  }, [loadMore]);

  const removed = (id: string) => {
    const rest = (items ?? []).filter((a) => a.id !== id);
    setItems(rest);
    setTotal((n) => Math.max(0, n - 1));
    // The last listed one went while more are on the server: fetch them rather than show "empty".
    if (rest.length === 0 && total > 1) void loadMore([]);
  };

  const addButton = (
    <Link to={ADD_PATH} className="icon-button" aria-label={t`Add address`}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M12 5v14M5 12h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </Link>
  );

  let body: ReactNode;
  if (items === null) {
    body =
      status === 'failed' ? (
        <LoadError onRetry={() => void loadMore([])}>
          <Trans>Your addresses could not be loaded. Check your connection and try again.</Trans>
        </LoadError>
      ) : (
        <DelayedSpinner delay={200} />
      );
  } else if (items.length === 0) {
    body = (
      <div className="empty-state">
        <p className="empty-title">
          <Trans>No wallet addresses yet</Trans>
        </p>
        <p>
          <Trans>Add the address you want to withdraw to, with its QR code.</Trans>
        </p>
        <Link to={ADD_PATH} className="button button-block real-link-button">
          <Trans>Add address</Trans>
        </Link>
      </div>
    );
  } else {
    const more = items.length < total;
    body = (
      <>
        <ul className="wallet-list">
          {items.map((a) => (
            <AddressCard key={a.id} address={a} onDeleted={() => removed(a.id)} onShowQr={() => setQr(a)} />
          ))}
        </ul>
        {more ? (
          <div className="wallet-more">
            <LoadMoreButton status={status} onMore={() => void loadMore(items)} />
          </div>
        ) : (
          <p className="list-end">
            <Trans>No more data</Trans>
          </p>
        )}
      </>
    );
  }

  return (
    <div className="page">
      <NavBar title={<Trans>Wallet addresses</Trans>} right={addButton} />
      {body}
      {qr && <QrOverlay address={qr} onClose={() => setQr(null)} />}
    </div>
  );
}

function AddressCard({
  address: a,
  onDeleted,
  onShowQr,
}: {
  address: WalletAddress;
  onDeleted: () => void;
  onShowQr: () => void;
}) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const connection = useNeedsNetwork();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  // Keyboard and screen-reader users land on the question's safe answer, and back on "Delete"
  // when they cancel.
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
    else if (asked.current) deleteRef.current?.focus();
    asked.current = confirming;
  }, [confirming]);
  const coin = a.coin_name;
  const network = a.sub_name;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(a.address);
      showToast(t`Address copied`);
    } catch {
      showToast(t`Could not copy. Press and hold the address to select it.`);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await deleteWalletAddress(a.id);
      showToast(t`Address deleted`);
      onDeleted();
    } catch {
      // Shown by the API client; the address stays listed.
      setBusy(false);
    }
  };

  return (
    <li className="card">
      <div className="wallet-card-head">
        <div>
          <div className="wallet-coin-name">
            {coin}
            {network && <span className="wallet-network">{network}</span>}
          </div>
          <div className="wallet-label">{a.name}</div>
          <UsableFrom address={a} />
        </div>
        {a.qrcode && (
          <button type="button" className="wallet-qr-button" onClick={onShowQr} aria-label={t`Show QR code`}>
            <img src={a.qrcode} alt="" />
          </button>
        )}
      </div>
      <div className="wallet-address-row">
        <span className="wallet-address">{a.address}</span>
        <button type="button" className="field-addon wallet-copy" onClick={() => void copy()}>
          <Trans>Copy</Trans>
        </button>
      </div>
      <div className="wallet-card-actions">
        {confirming ? (
          <>
            <p className="wallet-confirm-text" role="alert">
              <Trans>Delete this {coin} address?</Trans>
            </p>
            <button
              ref={cancelRef}
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={() => setConfirming(false)}
            >
              <Trans>Cancel</Trans>
            </button>
            <button
              type="button"
              className="button button-danger"
              disabled={busy || connection.offline}
              aria-busy={busy}
              aria-describedby={connection.describedBy}
              onClick={() => void remove()}
            >
              {busy ? <span className="spinner spinner-small" aria-hidden="true" /> : null}
              <Trans>Delete</Trans>
            </button>
            {connection.reason}
          </>
        ) : (
          <button ref={deleteRef} type="button" className="wallet-delete" onClick={() => setConfirming(true)}>
            <Trans>Delete</Trans>
          </button>
        )}
      </div>
    </li>
  );
}

function QrOverlay({ address, onClose }: { address: WalletAddress; onClose: () => void }) {
  const { t } = useLingui();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="wallet-overlay" role="dialog" aria-modal="true" aria-label={t`QR code`}>
      <img src={address.qrcode} alt={t`QR code of the address`} />
      <p className="wallet-overlay-caption">{address.address}</p>
      {/* biome-ignore lint/a11y/noAutofocus: the dialog's only control takes the focus when it opens */}
      <button type="button" className="button" onClick={onClose} autoFocus>
        <Trans>Close</Trans>
      </button>
    </div>
  );
}
