// Creates a back-office operator on the database the server would use (same DATA_DIR /
// DATABASE_URL). Administrators get an authenticator secret, printed once with its otpauth URL:
// add it to an authenticator app before the first login.
//
//   npm run operator:create -- --email ops@example.com --name "Ops" --role admin
//   (the password comes from OPERATOR_PASSWORD, or --password; at least 12 characters)
import { parseArgs } from 'node:util';
import { makeOperators } from '../server/admin/operators';
import { ROLES } from '../server/admin/rules';
import type { OperatorRole } from '../server/admin/tables';
import { OffsetClock } from '../server/core/clock';
import { loadConfig } from '../server/core/config';
import { openDb } from '../server/core/db';
import { randomIds } from '../server/core/ids';
import { migrateToLatest } from '../server/core/migrate';
import { makeRateLimiter } from '../server/core/rateLimit';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string', default: '' },
    role: { type: 'string', default: 'reviewer' },
    password: { type: 'string' },
    totp: { type: 'boolean', default: false },
  },
});
const password = values.password ?? process.env.OPERATOR_PASSWORD ?? '';
const role = values.role as OperatorRole;
if (!values.email || !ROLES.includes(role) || password.length < 12) {
  process.stderr.write(
    `usage: npm run operator:create -- --email <e-mail> --role <${ROLES.join('|')}> [--name <name>] [--totp]\n` +
      '       with OPERATOR_PASSWORD=<at least 12 characters> (or --password)\n',
  );
  process.exit(2);
}

const config = loadConfig();
const { db } = openDb(config);
try {
  await migrateToLatest(db);
  const clock = new OffsetClock();
  const operators = makeOperators(db, randomIds, clock, makeRateLimiter(db, clock));
  const created = await operators.create({ email: values.email, name: values.name, role, password, totp: values.totp });
  process.stdout.write(`operator ${values.email} (${role}) created: ${created.id}\n`);
  if (created.totp) {
    process.stdout.write(`authenticator secret: ${created.totp.secret}\n${created.totp.otpauth_url}\n`);
  }
} finally {
  await db.destroy();
}
