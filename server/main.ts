// Process entry: read the configuration, build the app, listen, and shut down gracefully on
// SIGTERM/SIGINT (in-flight requests finish, then sockets and the database close).
import { buildApp } from './app';
import { loadConfig } from './core/config';

const config = loadConfig();
const { http } = await buildApp({ config });

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    http.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    http.close().then(
      () => process.exit(0),
      (err) => {
        http.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await http.listen({ port: config.port, host: config.host });
