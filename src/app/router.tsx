// Hash routing under /h5/ (spec §2): the tab screens share a layout with the tab bar; every other
// screen is full-screen. Home is part of the start-up bundle; every other screen is lazy.
import { createHashRouter, Navigate, Outlet } from 'react-router-dom';
import Home from '../pages/index/index';
import { LazyPage, lazyEntry } from './lazyPage';
import { RequireLogin } from './RequireLogin';
import { PAGES, TABS } from './routes';
import { TabBar } from './TabBar';
import UnderDevelopment from './UnderDevelopment';

const tabPaths = new Set<string>(TABS.map((t) => t.path));

function TabLayout() {
  return (
    <div className="tab-layout">
      <main className="tab-content">
        <Outlet />
      </main>
      <TabBar />
    </div>
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
  ...PAGES.filter((p) => !tabPaths.has(p.path)).map((p) => ({ path: p.path, element: element(p.load, p.guard) })),
  { path: '*', element: <Navigate to="/" replace /> },
]);
