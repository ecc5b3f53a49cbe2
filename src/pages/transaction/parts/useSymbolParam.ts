// The pair a spot screen shows: `?symbol=` when given, else the one chosen last during this visit,
// else BTC/USDT. Choosing another pair replaces the query (back leaves the screen, not the pair).
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_SYMBOL } from './SpotTrade';

let lastChosen: string | null = null;

export function useSymbolParam(): [string, (symbol: string) => void] {
  const [params, setParams] = useSearchParams();
  const symbol = params.get('symbol') || lastChosen || DEFAULT_SYMBOL;
  const choose = (next: string) => {
    lastChosen = next;
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        copy.set('symbol', next);
        // A pair chosen: the picker asked for by `?pick=` is done.
        copy.delete('pick');
        return copy;
      },
      { replace: true },
    );
  };
  return [symbol, choose];
}
