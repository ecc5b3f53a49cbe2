import type { Kysely } from 'kysely';

// Accounts: users, sessions, verification codes, the message outbox, rate-limit windows, private
// files, identity verification, wallet addresses, bank cards, notifications and the coin list.
// Times are epoch milliseconds (bigint); flags are integers 0/1 so SQLite and PostgreSQL agree.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('area_code', 'text')
    .addColumn('mobile', 'text')
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('pay_password_hash', 'text')
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('signature', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('head_portrait', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('credit_score', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('invite_code', 'text', (c) => c.notNull().unique())
    .addColumn('referrer_id', 'text', (c) => c.references('users.id'))
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('fiat', 'text', (c) => c.notNull().defaultTo('USD'))
    .addColumn('anti_phishing_code', 'text')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recovery_codes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('login_frozen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('users_mobile_unique', ['area_code', 'mobile'])
    .execute();
  await db.schema.createIndex('users_referrer_idx').on('users').column('referrer_id').execute();

  await db.schema
    .createTable('session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('stay', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('idle_expires_at', 'bigint', (c) => c.notNull())
    .addColumn('absolute_expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('session_user_idx').on('session').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('verification_code')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('scene', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('consumed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('verification_code_lookup_idx')
    .on('verification_code')
    .columns(['destination', 'scene', 'created_at'])
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_destination_idx').on('outbox').columns(['destination', 'created_at']).execute();

  await db.schema
    .createTable('rate_limit')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('file')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('kyc_submission')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('id_type', 'text')
    .addColumn('name', 'text')
    .addColumn('card_id', 'text')
    .addColumn('front_file_id', 'text', (c) => c.references('file.id'))
    .addColumn('reverse_file_id', 'text', (c) => c.references('file.id'))
    .addColumn('link_name', 'text')
    .addColumn('link_mobile', 'text')
    .addColumn('hand_file_id', 'text', (c) => c.references('file.id'))
    .addColumn('reason', 'text')
    .addColumn('reviewer', 'text')
    .addColumn('submitted_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_at', 'bigint')
    .execute();
  await db.schema.createIndex('kyc_user_idx').on('kyc_submission').columns(['user_id', 'submitted_at']).execute();
  await db.schema.createIndex('kyc_state_idx').on('kyc_submission').columns(['state', 'submitted_at']).execute();

  await db.schema
    .createTable('coin')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sub_name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  // Spec §3: USDT on two networks, ETH and BTC, all enabled.
  await db
    .insertInto('coin' as never)
    .values([
      { id: 1, name: 'USDT', sub_name: 'ERC20', type: 'erc20', status: 1, image: '/h5/coins/usdt.svg', sort: 1 },
      { id: 2, name: 'USDT', sub_name: 'TRC20', type: 'trc20', status: 1, image: '/h5/coins/usdt.svg', sort: 2 },
      { id: 3, name: 'ETH', sub_name: 'ERC20', type: 'eth', status: 1, image: '/h5/coins/eth.svg', sort: 3 },
      { id: 4, name: 'BTC', sub_name: 'BTC', type: 'btc', status: 1, image: '/h5/coins/btc.svg', sort: 4 },
    ] as never)
    .execute();

  await db.schema
    .createTable('wallet_address')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('coin_id', 'integer', (c) => c.notNull().references('coin.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('qrcode_file_id', 'text', (c) => c.notNull().references('file.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('wallet_address_user_idx')
    .on('wallet_address')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('bank_card')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('bank_card_pk', ['user_id', 'kind'])
    .execute();

  await db.schema
    .createTable('notification')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notification_user_idx').on('notification').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'notification',
    'bank_card',
    'wallet_address',
    'coin',
    'kyc_submission',
    'file',
    'rate_limit',
    'outbox',
    'verification_code',
    'session',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
