import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';

// The operator back office (/admin/): its own entry, catalogs and output folder, built apart from
// the customer PWA so none of it lands in the PWA's bundle or its service worker's precache. No
// PWA plugin: operators work online on a desktop.
const linguiMacros = defineRolldownBabelPreset({
  preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
});

export default defineConfig({
  root: 'admin',
  base: '/admin/',
  plugins: [
    react(),
    babel({ presets: [linguiMacros] }),
    lingui({ configPath: 'admin/lingui.config.ts' }),
    precompress(),
  ],
  server: {
    port: 5174,
    proxy: {
      '/api': 'http://localhost:8080',
      '/file': 'http://localhost:8080',
      '/upload': 'http://localhost:8080',
      '/h5': 'http://localhost:8080',
    },
  },
  build: { outDir: '../dist-admin', emptyOutDir: true, target: 'es2022', sourcemap: false },
});
