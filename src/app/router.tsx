// Hash routing under /h5/ (spec §2): the tab screens share a layout with the tab bar; every other
// screen is full-screen. Either way the screen is the page's one `main` landmark. Home is part of
// the start-up bundle; every other screen is lazy.
import { lazy, Suspense } from 'react';
import { createHashRouter, Navigate, Outlet } from 'react-router-dom';
import Home from '../pages/index/index';
import { LazyPage, lazyEntry } from './lazyPage';
import { RequireLogin } from './RequireLogin';
import { PAGES, TABS } from './routes';
import { TabBar } from './TabBar';
import UnderDevelopment from './UnderDevelopment';

const tabPaths = new Set<string>(TABS.map((t) => t.path));

/** Every screen that is built (not "function under development"). */
export const builtPaths: ReadonlySet<string> = new Set(PAGES.filter((p) => p.load).map((p) => p.path));

// Not on the start-up path: it brings the socket and the conversation's store with it.
const SupportButton = lazy(() => import('./SupportButton'));
const support = (
  <Suspense fallback={null}>
    <SupportButton />
  </Suspense>
);

function TabLayout() {
  return (
    <div className="tab-layout">
      <main className="tab-content">
        <Outlet />
      </main>
      <TabBar />
      {support}
    </div>
  );
}

/**
 * Every other screen is full-screen; its content is the document's one main landmark (its bar's
 * header and its title's h1 included), as the tab screens' content is in TabLayout.
 */
function ScreenLayout() {
  return (
    <>
      <main className="screen">
        <Outlet />
      </main>
      {support}
    </>
  );
}

function element(load: (typeof PAGES)[number]['load'], guard: boolean | undefined) {
  if (!load) return <UnderDevelopment />;
  const page = <LazyPage entry={lazyEntry(load)} />;
  return guard ? <RequireLogin>{page}</RequireLogin> : page;
}

export const router = createHashRouter([
  {
    element: <TabLayout />,
    children: [
      { path: '/', element: <Home /> },
      { path: '/pages/index/index', element: <Home /> },
      ...PAGES.filter((p) => tabPaths.has(p.path)).map((p) => ({ path: p.path, element: element(p.load, p.guard) })),
    ],
  },
  {
    element: <ScreenLayout />,
    children: PAGES.filter((p) => !tabPaths.has(p.path)).map((p) => ({
      path: p.path,
      element: element(p.load, p.guard),
    })),
  },
  { path: '*', element: <Navigate to="/" replace /> },
]);
