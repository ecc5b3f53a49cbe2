/** The build's id (vite.config.ts `define`; KESTREL_BUILD_ID at build time, 'dev' otherwise). */
declare const __BUILD_ID__: string;
