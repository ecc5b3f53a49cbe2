// The state a review queue shows: under review (oldest first), or the decided ones.
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';

export function StateTabs({
  states,
  value,
  onChange,
}: {
  states: { key: string; label: MessageDescriptor }[];
  value: string;
  onChange: (key: string) => void;
}) {
  const { i18n, t } = useLingui();
  return (
    <div className="state-tabs" role="tablist" aria-label={t`State`}>
      {states.map((s) => (
        <button key={s.key} type="button" role="tab" aria-selected={s.key === value} onClick={() => onChange(s.key)}>
          {i18n._(s.label)}
        </button>
      ))}
    </div>
  );
}
