// The default fiat currency's rate (spec §3 Fiat setting; §9 rate cache 24 h). session.fiat holds
// {currency_code, rate, saveTime} and persists with the session; this fetches GET
// wallet/getRateCurrency again only when the stored rate is older than 24 h or is for another
// currency. Concurrent callers share one request.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { getFiatRates } from '../api/wallet';
import { isFiatFresh } from '../lib/fiat';
import { session } from './session';

const inFlight = new Map<string, Promise<string>>();

/** The rate (units of `code` per US dollar), from the device when fresh, else from the server. */
export function ensureFiatRate(code: string, now = Date.now()): Promise<string> {
  if (isFiatFresh(session.fiat, code, now)) return Promise.resolve(session.fiat.rate);
  let pending = inFlight.get(code);
  if (!pending) {
    pending = getFiatRates({ quiet: true, background: true })
      .then((rates) => {
        const found = rates.find((r) => r.currency_code === code);
        const rate = found?.rate ?? (code === 'USD' ? '1' : null);
        if (!rate) throw new Error(`no rate for ${code}`);
        session.fiat = { currency_code: code, rate, saveTime: Date.now() };
        return rate;
      })
      .finally(() => inFlight.delete(code));
    inFlight.set(code, pending);
  }
  return pending;
}

/** The user's default fiat currency (the account's choice, else the device's) with its rate, kept fresh. */
export function useFiat(): { code: string; rate: string | null } {
  const { user, fiat } = useSnapshot(session);
  const code = user?.fiat ?? fiat.currency_code;
  useEffect(() => {
    ensureFiatRate(code).catch(() => undefined);
  }, [code]);
  // A rate for another currency is never shown as this one's.
  return { code, rate: fiat.currency_code === code && fiat.saveTime > 0 ? fiat.rate : null };
}
