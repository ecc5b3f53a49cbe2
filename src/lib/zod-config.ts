// Zod builds its fast object parsers with `new Function`, and even its probe for that is reported
// as a violation under the app's Content-Security-Policy (no 'unsafe-eval'); jitless, it parses the
// same, a little slower. Set through the global object every copy of Zod reads its configuration
// from (what `z.config({ jitless: true })` writes to), because importing `config` would pull ~4 KB
// of Zod onto the start-up path. main.tsx imports this first, before any schema is built;
// tests/unit/zod-config.test.ts checks that Zod still reads it.
const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
