// A Vite plugin that lets the browser fetch the user's catalog (locales/<lang>/messages.po, one chunk
// per language) together with the entry instead of after it: a small inline script in index.html
// reads the stored language and adds a modulepreload link for that language's chunk. Without it the
// catalog is asked for only once the entry has run, one more round trip before the first paint.
import type { Plugin } from 'vite';

type Options = { storageKey: string; fallback: string };

const CATALOG = /\/locales\/([^/]+)\/messages\.po$/;

export function preloadCatalog({ storageKey, fallback }: Options): Plugin {
  let base = '/';
  return {
    name: 'kestrel:preload-catalog',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const files: Record<string, string> = {};
        for (const chunk of Object.values(ctx.bundle ?? {})) {
          if (chunk.type !== 'chunk' || !chunk.facadeModuleId) continue;
          const locale = CATALOG.exec(chunk.facadeModuleId)?.[1];
          if (locale) files[locale] = `${base}${chunk.fileName}`;
        }
        if (!files[fallback]) throw new Error(`preload-catalog: no catalog chunk for ${fallback}`);
        // Storage may be refused (private mode): then the app uses the default language too.
        const script = `(function(){var f=${JSON.stringify(files)},l;try{l=localStorage.getItem(${JSON.stringify(storageKey)})}catch(e){}var k=document.createElement("link");k.rel="modulepreload";k.crossOrigin="";k.href=f[l]||f[${JSON.stringify(fallback)}];document.head.appendChild(k)})()`;
        // Before the entry and its stylesheet: an inline script after a stylesheet would wait for it.
        const entry = html.indexOf('<script type="module"');
        if (entry < 0) throw new Error('preload-catalog: no entry script in index.html');
        return `${html.slice(0, entry)}<script>${script}</script>\n    ${html.slice(entry)}`;
      },
    },
  };
}
