import type { ReactNode } from 'react';
import { UnderDevelopmentNote } from './UnderDevelopmentNote';

/** A tab whose feature is not built yet: its title and the spec's "function under development". */
export function ComingTab({ title }: { title: ReactNode }) {
  return (
    <div className="page">
      <header className="tab-header">
        <h1>{title}</h1>
      </header>
      <UnderDevelopmentNote />
    </div>
  );
}
