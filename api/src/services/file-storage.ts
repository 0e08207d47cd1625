// Stored files (CVs, avatars, logos). Callers use the FileStorage interface only: the database implementation is
// the default, so replicas share every file with nothing else to run; an object store (S3 and the like) can
// implement the same interface later, keeping this table for the metadata. See docs/front-end-rules.md.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** The biggest file kept (a CV or a picture); the table's check constraint holds the same bound. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Types a file may be stored as: what the site shows or offers for download, nothing a browser would run. */
const FILE_CONTENT_TYPES = [
  'image/svg+xml',
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/pdf',
  // DOCX CVs: offered only as downloads to their owner (docs/product-rules.md#cvs-and-the-photo).
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export type FileContentType = (typeof FILE_CONTENT_TYPES)[number];

type FileKind = 'company-logo' | 'minisite-image' | 'page-image' | 'avatar' | 'cv';

type NewFile = {
  kind: FileKind;
  /** The name the file is served under: letters, digits, dot, dash, underscore. */
  filename: string;
  contentType: FileContentType;
  data: Buffer;
  /** Served to anyone (logos); private files are read only through routes that check the owner. */
  public: boolean;
  ownerUserId?: number | null;
  companyId?: number | null;
};

export type StoredFile = {
  id: string;
  kind: string;
  filename: string;
  contentType: string;
  size: number;
  sha256: string;
  public: boolean;
  createdAt: Date;
};

type FileContent = StoredFile & { data: Buffer };

export interface FileStorage {
  /** Stores a new file (or returns the identical one the same owner already has: same kind, name and bytes). */
  save(file: NewFile): Promise<StoredFile>;
  /** A file with its bytes; null when there is none with that id. */
  read(id: string): Promise<FileContent | null>;
  remove(id: string): Promise<void>;
  /**
   * Removes the files of one kind a user owns; with `before`, only those stored before that file (a replaced photo's
   * old versions: ids only grow, so a photo stored at the same moment by another request is left alone).
   */
  removeOwned(ownerUserId: number, kind: FileKind, before?: string): Promise<void>;
}

export class FileRejected extends Error {}

const FILENAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,119}$/;
/** Ids are bigint identities: a decimal that fits, so a lookup never fails on the cast. */
export const FILE_ID = /^[1-9][0-9]{0,17}$/;

function check(file: NewFile): void {
  if (!FILENAME.test(file.filename)) throw new FileRejected(`Invalid file name: ${file.filename.slice(0, 40)}`);
  if (!(FILE_CONTENT_TYPES as readonly string[]).includes(file.contentType)) {
    throw new FileRejected(`Unsupported content type: ${String(file.contentType).slice(0, 40)}`);
  }
  if (file.data.length > MAX_FILE_BYTES) throw new FileRejected(`File too large: ${file.data.length} bytes`);
}

const sha256Hex = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The public URL of a public file: a row never changes, so this URL can be cached for a year. */
export function publicFileUrl(file: Pick<StoredFile, 'id' | 'filename'>): string {
  return `/files/${file.id}/${file.filename}`;
}

/** An id as the decimal string it arrives as (it may pass 2^53): PostgreSQL casts the parameter to bigint. */
const idParameter = (id: string) => sql<number>`${id}`;

const COLUMNS = ['id', 'kind', 'filename', 'content_type', 'size', 'sha256', 'public', 'created_at'] as const;

type Row = {
  id: number;
  kind: string;
  filename: string;
  content_type: string;
  size: number;
  sha256: string;
  public: boolean;
  created_at: Date;
};

const toStored = (row: Row): StoredFile => ({
  id: String(row.id),
  kind: row.kind,
  filename: row.filename,
  contentType: row.content_type,
  size: row.size,
  sha256: row.sha256,
  public: row.public,
  createdAt: row.created_at,
});

/** Files kept in PostgreSQL (bytea): the default storage. */
export function databaseFileStorage(db: Db): FileStorage {
  return {
    async save(file) {
      check(file);
      const sha256 = sha256Hex(file.data);
      const ownerUserId = file.ownerUserId ?? null;
      const companyId = file.companyId ?? null;
      const same = await db
        .selectFrom('files')
        .select(COLUMNS)
        .where('kind', '=', file.kind)
        .where('filename', '=', file.filename)
        .where('sha256', '=', sha256)
        .where('public', '=', file.public)
        .where((eb) => (ownerUserId === null ? eb('owner_user_id', 'is', null) : eb('owner_user_id', '=', ownerUserId)))
        .where((eb) => (companyId === null ? eb('company_id', 'is', null) : eb('company_id', '=', companyId)))
        .executeTakeFirst();
      if (same) return toStored(same);
      const row = await db
        .insertInto('files')
        .values({
          kind: file.kind,
          filename: file.filename,
          content_type: file.contentType,
          size: file.data.length,
          data: file.data,
          public: file.public,
          owner_user_id: ownerUserId,
          company_id: companyId,
        })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return toStored(row);
    },

    async read(id) {
      if (!FILE_ID.test(id)) return null;
      const row = await db
        .selectFrom('files')
        .select([...COLUMNS, 'data'])
        .where('id', '=', idParameter(id))
        .executeTakeFirst();
      return row ? { ...toStored(row), data: row.data } : null;
    },

    async remove(id) {
      if (!FILE_ID.test(id)) return;
      await db.deleteFrom('files').where('id', '=', idParameter(id)).execute();
    },

    async removeOwned(ownerUserId, kind, before) {
      await db
        .deleteFrom('files')
        .where('owner_user_id', '=', ownerUserId)
        .where('kind', '=', kind)
        .$if(before !== undefined, (query) => query.where('id', '<', idParameter(String(before))))
        .execute();
    },
  };
}
