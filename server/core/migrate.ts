// Runs the migrations in server/migrations at boot. The list is explicit (not read from disk) so
// the order is reviewable and a bundler would keep every file. Landed migrations are frozen.
import { type Migration, type MigrationProvider, type MigrationResultSet, Migrator } from 'kysely';
import * as m20261123T000000 from '../migrations/2026-11-23T00-00-00_settings';
import * as m20261123T010000 from '../migrations/2026-11-23T01-00-00_accounts';
import * as m20261123T020000 from '../migrations/2026-11-23T02-00-00_market';
import * as m20261123T030000 from '../migrations/2026-11-23T03-00-00_content';
import * as m20261123T040000 from '../migrations/2026-11-23T04-00-00_totp_step';
import * as m20261123T050000 from '../migrations/2026-11-23T05-00-00_ledger';
import * as m20261123T060000 from '../migrations/2026-11-23T06-00-00_recharge';
import * as m20261123T070000 from '../migrations/2026-11-23T07-00-00_withdraw_exchange';
import * as m20261123T080000 from '../migrations/2026-11-23T08-00-00_operators';
import * as m20261124T000000 from '../migrations/2026-11-24T00-00-00_statement_index';
import * as m20261124T010000 from '../migrations/2026-11-24T01-00-00_spot';
import * as m20261124T020000 from '../migrations/2026-11-24T02-00-00_options';
import * as m20261124T030000 from '../migrations/2026-11-24T03-00-00_file_use';
import * as m20261124T040000 from '../migrations/2026-11-24T04-00-00_adjustments';
import * as m20261125T000000 from '../migrations/2026-11-25T00-00-00_account_safeguards';
import * as m20261125T010000 from '../migrations/2026-11-25T01-00-00_lever';
import * as m20261125T020000 from '../migrations/2026-11-25T02-00-00_earn';
import * as m20261125T030000 from '../migrations/2026-11-25T03-00-00_ieo_dual';
import * as m20261125T040000 from '../migrations/2026-11-25T04-00-00_kyc_country';
import * as m20261125T050000 from '../migrations/2026-11-25T05-00-00_support';
import * as m20261125T060000 from '../migrations/2026-11-25T06-00-00_chat';
import * as m20261125T070000 from '../migrations/2026-11-25T07-00-00_nft';
import * as m20261129T000000 from '../migrations/2026-11-29T00-00-00_price_bands';
import * as m20261129T010000 from '../migrations/2026-11-29T01-00-00_atomic_limits';
import * as m20261129T020000 from '../migrations/2026-11-29T02-00-00_lease_generation';
import * as m20261129T030000 from '../migrations/2026-11-29T03-00-00_earn_names';
import * as m20261129T050000 from '../migrations/2026-11-29T05-00-00_price_alerts';
import * as m20261129T070000 from '../migrations/2026-11-29T07-00-00_loans';
import * as m20261130T000000 from '../migrations/2026-11-30T00-00-00_proof';
import * as m20261130T030000 from '../migrations/2026-11-30T03-00-00_copy';
import * as m20261130T040000 from '../migrations/2026-11-30T04-00-00_gifts';
import * as m20261130T050000 from '../migrations/2026-11-30T05-00-00_game';
import type { Db } from './db';

const migrations: Record<string, Migration> = {
  '2026-11-23T00-00-00_settings': m20261123T000000,
  '2026-11-23T01-00-00_accounts': m20261123T010000,
  '2026-11-23T02-00-00_market': m20261123T020000,
  '2026-11-23T03-00-00_content': m20261123T030000,
  '2026-11-23T04-00-00_totp_step': m20261123T040000,
  '2026-11-23T05-00-00_ledger': m20261123T050000,
  '2026-11-23T06-00-00_recharge': m20261123T060000,
  '2026-11-23T07-00-00_withdraw_exchange': m20261123T070000,
  '2026-11-23T08-00-00_operators': m20261123T080000,
  '2026-11-24T00-00-00_statement_index': m20261124T000000,
  '2026-11-24T01-00-00_spot': m20261124T010000,
  '2026-11-24T02-00-00_options': m20261124T020000,
  '2026-11-24T03-00-00_file_use': m20261124T030000,
  '2026-11-24T04-00-00_adjustments': m20261124T040000,
  '2026-11-25T00-00-00_account_safeguards': m20261125T000000,
  '2026-11-25T01-00-00_lever': m20261125T010000,
  '2026-11-25T02-00-00_earn': m20261125T020000,
  '2026-11-25T03-00-00_ieo_dual': m20261125T030000,
  '2026-11-25T04-00-00_kyc_country': m20261125T040000,
  '2026-11-25T05-00-00_support': m20261125T050000,
  '2026-11-25T06-00-00_chat': m20261125T060000,
  '2026-11-25T07-00-00_nft': m20261125T070000,
  '2026-11-29T00-00-00_price_bands': m20261129T000000,
  '2026-11-29T01-00-00_atomic_limits': m20261129T010000,
  '2026-11-29T02-00-00_lease_generation': m20261129T020000,
  '2026-11-29T03-00-00_earn_names': m20261129T030000,
  '2026-11-29T05-00-00_price_alerts': m20261129T050000,
  '2026-11-29T07-00-00_loans': m20261129T070000,
  '2026-11-30T00-00-00_proof': m20261130T000000,
  '2026-11-30T03-00-00_copy': m20261130T030000,
  '2026-11-30T04-00-00_gifts': m20261130T040000,
  '2026-11-30T05-00-00_game': m20261130T050000,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export const migrateToLatest = (db: Db) => run(new Migrator({ db, provider }).migrateToLatest());

/** Up (or down) to the migration `name`: a test writes data as an older schema had it. */
export const migrateTo = (db: Db, name: string) => run(new Migrator({ db, provider }).migrateTo(name));

async function run(migrating: Promise<MigrationResultSet>): Promise<void> {
  const { error, results } = await migrating;
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
