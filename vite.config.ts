import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { DEFAULT_LOCALE, LOCALES } from './contract/locales.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { splitCatalogs } from './scripts/vite-split-catalog.ts';
import { STORAGE_KEYS } from './src/lib/storage.ts';

// Lingui macros (t, msg, <Trans>) are compiled by Babel; only files that import a macro pay for it.
const linguiMacros = defineRolldownBabelPreset({
  preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
});

export default defineConfig({
  base: '/h5/',
  // Which build runs, for testers and the deploy test (KESTREL_BUILD_ID=… npm run build).
  define: { __BUILD_ID__: JSON.stringify(process.env.KESTREL_BUILD_ID ?? 'dev') },
  plugins: [
    react(),
    babel({ presets: [linguiMacros] }),
    lingui(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // Registration is ours (src/app/serviceWorker.ts, through workbox-window).
      injectRegister: false,
      // Chromium refuses a worker that ends in `export default` (see shared/TOOLCHAIN.md).
      injectManifest: {
        rollupFormat: 'iife',
        // The shell, its chunks, icons and catalogs; nothing under /api is ever precached.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}', 'assets/catalog-*.json'],
      },
      manifest: {
        name: 'Kestrel',
        short_name: 'Kestrel',
        description: 'Trade crypto, stocks and more, and grow your assets.',
        lang: 'en',
        start_url: '/h5/',
        scope: '/h5/',
        id: '/h5/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#0f1318',
        theme_color: '#0f1318',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      devOptions: { enabled: false },
    }),
    // Each language's catalog as what the first paint needs and the rest; the stored language's
    // start part is fetched with the entry, not after it has run.
    splitCatalogs({
      locales: LOCALES,
      fallback: DEFAULT_LOCALE,
      storageKey: STORAGE_KEYS.lang,
      routes: 'src/app/routes.ts',
    }),
    // .br and .gz copies of the build, sent by the server to browsers that accept them.
    precompress(),
  ],
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/upload': 'http://localhost:8080',
      '/socket.io': { target: 'ws://localhost:8080', ws: true },
    },
  },
  // The manifest lets scripts/check-startup-size.ts follow what the home route loads.
  build: { target: 'es2022', sourcemap: false, manifest: true },
});
