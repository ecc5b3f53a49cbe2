// Zod builds its fast object parsers with `new Function`, and even its probe for that is reported
// as a violation under the back office's Content-Security-Policy (no 'unsafe-eval'); jitless, it
// parses the same, a little slower. main.tsx imports this first, before any schema is built.
import { config } from 'zod/v4/core';

config({ jitless: true });
