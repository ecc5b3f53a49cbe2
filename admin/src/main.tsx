// Boot of the back office: the operator's language, then the app. No service worker: this app is
// not part of the customer PWA and is never cached for offline use.
import './lib/zod-config';
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { activateAdminLocale, i18n } from './i18n';
import { adminSession } from './state/session';
import './admin.css';

async function boot() {
  await activateAdminLocale(adminSession.lang);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <App />
      </I18nProvider>
    </StrictMode>,
  );
}

void boot();
