// A row of tabs choosing one value (an order list's open/history, a product), its panel below.
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';

export type Tab<T> = { value: T; label: MessageDescriptor };

export function TabStrip<T extends string | number>({
  tabs,
  value,
  onChange,
  className = 'tabs',
  label,
}: {
  tabs: readonly Tab<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
  label?: string;
}) {
  const { i18n } = useLingui();
  return (
    <div className={className} role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          aria-selected={value === tab.value}
          onClick={() => onChange(tab.value)}
        >
          {i18n._(tab.label)}
        </button>
      ))}
    </div>
  );
}
