// The label/value rows under a form and in confirm sheets: what an order costs, what it earns,
// what is about to be sent. A row's value carries the test id, so a test reads the value alone.
import type { ReactNode } from 'react';

/** One line of an order's summary: a label and its value (a test id on the value). */
export function SummaryRow({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="summary-row">
      <dt className="muted">{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}
