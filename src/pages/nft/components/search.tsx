// The market's search box (spec §2 nft component `search`): what is typed shows at once and is
// handed on 500 ms after the last key (DESIGN §5), so a word is searched once, not per letter.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/nft';

export function NftSearch({ value, onSearch }: { value: string; onSearch: (keyword: string) => void }) {
  const { t } = useLingui();
  const [typed, setTyped] = useState(value);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  // The address changed (back, a link): the box follows.
  useEffect(() => setTyped(value), [value]);
  useEffect(() => {
    if (typed.trim() === value.trim()) return;
    const timer = setTimeout(() => latest.current(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, value]);
  return (
    <form
      className="search-box nft-search"
      onSubmit={(e) => {
        e.preventDefault();
        latest.current(typed.trim());
      }}
    >
      <input
        type="search"
        className="field-input"
        placeholder={t`Search artworks`}
        aria-label={t`Search artworks`}
        maxLength={40}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
    </form>
  );
}
