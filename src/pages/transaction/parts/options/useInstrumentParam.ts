// The instrument an options screen shows: the query parameter `key` when given, else the one
// chosen last during this visit, else BTC/USDT. Choosing another replaces the query (back leaves
// the screen, not the instrument). The Trade tab uses a key of its own, so its spot pair and its
// options instrument do not overwrite each other.
import { useSearchParams } from 'react-router-dom';

export const DEFAULT_INSTRUMENT = 'BTC/USDT';

let lastChosen: string | null = null;

export function useInstrumentParam(key: string): [string, (symbol: string) => void] {
  const [params, setParams] = useSearchParams();
  const symbol = params.get(key) || lastChosen || DEFAULT_INSTRUMENT;
  const choose = (next: string) => {
    lastChosen = next;
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        copy.set(key, next);
        return copy;
      },
      { replace: true },
    );
  };
  return [symbol, choose];
}
