// One labelled fact of a record, in a <dl className="facts">.
import type { HTMLAttributes, ReactNode } from 'react';

export function Fact({ label, children, ...dd }: { label: ReactNode } & HTMLAttributes<HTMLElement>) {
  return (
    <div>
      <dt>{label}</dt>
      <dd {...dd}>{children}</dd>
    </div>
  );
}
