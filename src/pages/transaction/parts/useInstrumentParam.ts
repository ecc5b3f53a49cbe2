// The instrument a trading screen shows: the query parameter `key` when given, else the one
// chosen last during this visit on that product, else its default (options: BTC/USDT by symbol;
// contracts: BTC/USDT by its id, 1). Choosing another replaces the query (back leaves the screen,
// not the instrument). The Trade tab uses keys of its own, so its spot pair, its options
// instrument and its contract do not overwrite each other.
import { useSearchParams } from 'react-router-dom';

export const DEFAULT_INSTRUMENT = 'BTC/USDT';

/** The products that remember their instrument, with the one they start on. */
const DEFAULTS = { options: DEFAULT_INSTRUMENT, contract: '1' } as const;
type Scope = keyof typeof DEFAULTS;

const lastChosen = new Map<Scope, string>();

export function useInstrumentParam(key: string, scope: Scope = 'options'): [string, (instrument: string) => void] {
  const [params, setParams] = useSearchParams();
  const instrument = params.get(key) || lastChosen.get(scope) || DEFAULTS[scope];
  const choose = (next: string) => {
    lastChosen.set(scope, next);
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        copy.set(key, next);
        return copy;
      },
      { replace: true },
    );
  };
  return [instrument, choose];
}
