import { I18nProvider } from '@lingui/react';
import { RouterProvider } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { i18n } from '../i18n/i18n';
import { ui } from '../state/ui';
import { BuiltRoutes } from './builtRoutes';
import { OfflineBanner } from './OfflineBanner';
import { builtPaths, router } from './router';
import { Overlays } from './Toasts';

export function App() {
  const { realtime } = useSnapshot(ui);
  return (
    <I18nProvider i18n={i18n}>
      <div className="app" data-realtime={realtime}>
        <OfflineBanner />
        <BuiltRoutes value={builtPaths}>
          <RouterProvider router={router} />
        </BuiltRoutes>
        <Overlays />
      </div>
    </I18nProvider>
  );
}
