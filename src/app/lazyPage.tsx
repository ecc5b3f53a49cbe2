// Lazy screens (spec §9): the spinner shows only after 200 ms, and a screen that has not arrived
// within 60 s (or failed to load) offers a retry instead of a blank page.
import { Trans } from '@lingui/react/macro';
import {
  Component,
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import { catalogReady } from '../i18n/i18n';
import { DelayedSpinner } from '../ui/Spinner';
import type { PageModule } from './routes';

export const PAGE_SPINNER_DELAY_MS = 200;
export const PAGE_TIMEOUT_MS = 60_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Page did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}

class LoadBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="page-error" role="alert">
        <p>
          <Trans>This page could not be loaded. Check your connection and try again.</Trans>
        </p>
        <button
          type="button"
          className="button"
          onClick={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        >
          <Trans>Retry</Trans>
        </button>
      </div>
    );
  }
}

/** A page's loader and its current lazy component; a retry replaces the component. */
export type LazyEntry = { Component: LazyExoticComponent<ComponentType>; reload(): void };

export function lazyEntry(load: () => Promise<PageModule>): LazyEntry {
  // A screen's texts are in the rest of the catalog (scripts/vite-split-catalog.ts): it waits for them.
  const screen = () => Promise.all([load(), catalogReady()]).then(([page]) => page);
  const make = () => lazy(() => withTimeout(screen(), PAGE_TIMEOUT_MS));
  const entry: LazyEntry = {
    Component: make(),
    reload() {
      entry.Component = make();
    },
  };
  return entry;
}

/** Renders a lazy page with the delayed spinner, time-out and retry. */
export function LazyPage({ entry }: { entry: LazyEntry }) {
  const [, setAttempt] = useState(0);
  const Loaded = entry.Component;
  return (
    <LoadBoundary
      onRetry={() => {
        entry.reload();
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<DelayedSpinner delay={PAGE_SPINNER_DELAY_MS} />}>
        <Loaded />
      </Suspense>
    </LoadBoundary>
  );
}
