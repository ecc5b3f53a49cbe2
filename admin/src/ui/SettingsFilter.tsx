// A settings list's filter by one of its items' groupings (an earn product's kind, a contract's
// class): "All … (n)" first, then each grouping present with how many items it has.
import { type ReactNode, useId } from 'react';

export function SettingsFilter<K extends string>({
  label,
  all,
  value,
  groups,
  onChange,
}: {
  label: ReactNode;
  /** The first choice, with the count of all items: "All kinds (12)". */
  all: string;
  value: K | '';
  groups: { value: K; label: string; count: number }[];
  onChange: (value: K | '') => void;
}) {
  const id = useId();
  return (
    <label htmlFor={id} className="filter">
      {label}{' '}
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as K | '')}>
        <option value="">{all}</option>
        {groups.map((g) => (
          <option key={g.value} value={g.value}>
            {g.label} ({g.count})
          </option>
        ))}
      </select>
    </label>
  );
}
