// Private files: uploads (ID photos, vouchers, QR codes, avatars before use) are stored outside
// any public path and served only through short-lived signed URLs given to their owner (and, in
// time, to operators). Publishing copies a file to the public /upload/ tree (e.g. an avatar).
// An owner's quota of stored bytes is judged with the file's row written in the same step, under
// the owner's lock (issue 32 §3: read before the write, 20 uploads at once went past it).
import { copyFile, mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../core/clock';
import type { Db, DbKind } from '../core/db';
import type { Ids } from '../core/ids';
import { HOUR } from '../core/rateLimit';
import { lockRows } from '../core/row-lock';
import type { Signer } from '../core/secret';

/** How long a signed file URL works. */
export const FILE_URL_TTL = HOUR;

const FILE_NAME = /^([a-z0-9]{32})\.([a-z0-9]{2,5})$/;

type Deps = {
  db: Db;
  kind: DbKind;
  ids: Ids;
  clock: Clock;
  signer: Signer;
  privateDir: string;
  publicDir: string;
};

export function makeFiles({ db, kind, ids, clock, signer, privateDir, publicDir }: Deps) {
  const month = () => new Date(clock.now()).toISOString().slice(0, 7);

  /** Bytes stored for `ownerId`, reservations included (the upload quota counts them). */
  async function usage(q: Db, ownerId: string): Promise<number> {
    const row = await q
      .selectFrom('file')
      .select((eb) => eb.fn.sum<number | string | null>('size').as('bytes'))
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    return Number(row?.bytes ?? 0);
  }

  return {
    /**
     * Stores a private file of `ownerId` when their stored bytes stay within `quotaBytes`; null
     * when they would not. The row is the reservation: the sum and the row are written in one
     * transaction under the owner's lock (so uploads at once cannot share the same headroom),
     * then the file; if the file cannot be written, the row goes again.
     */
    async save(
      ownerId: string,
      bytes: Buffer,
      mime: string,
      ext: string,
      quotaBytes = Number.POSITIVE_INFINITY,
    ): Promise<string | null> {
      const id = ids.id();
      const folder = month();
      const rel = path.join(folder, `${id}.${ext}`);
      const reserved = await db.transaction().execute(async (trx) => {
        await lockRows(trx, kind, [`file-quota:${ownerId}`]);
        if ((await usage(trx, ownerId)) + bytes.length > quotaBytes) return false;
        await trx
          .insertInto('file')
          .values({ id, owner_id: ownerId, path: rel, mime, size: bytes.length, created_at: clock.now() })
          .execute();
        return true;
      });
      if (!reserved) return null;
      const full = path.join(privateDir, rel);
      try {
        await mkdir(path.join(privateDir, folder), { recursive: true });
        await writeFile(full, bytes, { flag: 'wx', mode: 0o600 });
      } catch (err) {
        await unlink(full).catch(() => undefined);
        await db.deleteFrom('file').where('id', '=', id).execute();
        throw err;
      }
      return id;
    },

    /** A URL that serves the file for FILE_URL_TTL, to whoever the caller hands it to. */
    async url(fileId: string): Promise<string> {
      const file = await db.selectFrom('file').select(['id', 'path']).where('id', '=', fileId).executeTakeFirst();
      if (!file) return '';
      const name = path.basename(file.path);
      const exp = clock.now() + FILE_URL_TTL;
      return `/file/${name}?exp=${exp}&sig=${signer.sign('file', name, exp)}`;
    },

    /**
     * The id of the file a client refers to (the URL it got from upload, or a bare name), when it
     * belongs to `ownerId`; null otherwise. Taking it marks it used, so it is kept (unused
     * uploads are deleted after a day: `deleteUnused`).
     */
    async claim(ownerId: string, reference: string): Promise<string | null> {
      const name = path.basename(reference.split('?')[0] ?? '');
      const match = FILE_NAME.exec(name);
      if (!match) return null;
      const file = await db
        .selectFrom('file')
        .select(['id', 'used_at'])
        .where('id', '=', match[1] ?? '')
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
      if (!file) return null;
      if (file.used_at == null) {
        await db.updateTable('file').set({ used_at: clock.now() }).where('id', '=', file.id).execute();
      }
      return file.id;
    },

    /**
     * Deletes up to `limit` files no call took that were uploaded before `before`, inside `trx`
     * (the job's transaction): each file leaves the disk first, then its row, so a failure leaves
     * at worst a row whose file is gone, which the next run deletes. Returns how many.
     */
    async deleteUnused(trx: Db, before: number, limit = 500): Promise<number> {
      const rows = await trx
        .selectFrom('file')
        .select(['id', 'path'])
        .where('used_at', 'is', null)
        .where('created_at', '<', before)
        .limit(limit)
        .execute();
      for (const r of rows) {
        await unlink(path.join(privateDir, r.path)).catch((err: NodeJS.ErrnoException) => {
          if (err.code !== 'ENOENT') throw err;
        });
      }
      if (rows.length) {
        await trx
          .deleteFrom('file')
          .where(
            'id',
            'in',
            rows.map((r) => r.id),
          )
          .execute();
      }
      return rows.length;
    },

    /** Checks a signed URL's name, expiry and signature; returns the file to send or null. */
    async open(
      name: string,
      exp: number,
      sig: string,
    ): Promise<{ fullPath: string; mime: string; maxAge: number } | null> {
      const match = FILE_NAME.exec(name);
      const now = clock.now();
      if (!match || !(exp > now) || !signer.verify(sig, 'file', name, exp)) return null;
      const file = await db
        .selectFrom('file')
        .select(['path', 'mime'])
        .where('id', '=', match[1] ?? '')
        .executeTakeFirst();
      if (!file) return null;
      return { fullPath: path.join(privateDir, file.path), mime: file.mime, maxAge: Math.floor((exp - now) / 1000) };
    },

    /**
     * Writes an image straight to the public tree (content an operator publishes: banners, the
     * logo), under a random name never reused; returns its public path.
     */
    async savePublic(bytes: Buffer, ext: string, folder: string): Promise<string> {
      const name = `${ids.id()}.${ext}`;
      await mkdir(path.join(publicDir, folder), { recursive: true });
      await writeFile(path.join(publicDir, folder, name), bytes, { flag: 'wx', mode: 0o644 });
      return `/upload/${folder}/${name}`;
    },

    /** Copies a private file to the public tree; returns its public path. */
    async publish(fileId: string, folder: string): Promise<string> {
      const file = await db.selectFrom('file').select(['path']).where('id', '=', fileId).executeTakeFirstOrThrow();
      const name = `${ids.id()}${path.extname(file.path)}`;
      await mkdir(path.join(publicDir, folder), { recursive: true });
      await copyFile(path.join(privateDir, file.path), path.join(publicDir, folder, name));
      return `/upload/${folder}/${name}`;
    },
  };
}

export type Files = ReturnType<typeof makeFiles>;
