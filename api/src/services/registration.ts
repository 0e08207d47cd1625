// Registration (docs/product-rules.md#accounts-and-session): a candidate's account, or a company's account with its
// company, made in one transaction.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { createUser, type NewUser } from './users';

function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'company';
}

/**
 * Creates the account, and for a company user its company (slug from the name, made unique with a random tail when
 * taken). Returns the user's id; a unique violation (the email claimed at the same moment) is the caller's to answer.
 */
export function registerAccount(db: Db, user: Omit<NewUser, 'companyId'>, companyName: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let companyId: number | null = null;
    if (user.type === 'company') {
      const base = slugify(companyName);
      const exists = await trx.selectFrom('companies').select('id').where('slug', '=', base).executeTakeFirst();
      const slug = exists ? `${base}-${randomBytes(3).toString('hex')}` : base;
      const company = await trx
        .insertInto('companies')
        .values({
          name: companyName,
          slug,
          logo: null,
          description: null,
          sector_id: null,
          minisite_template: null,
          minisite_content: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      companyId = company.id;
    }
    return createUser(trx, { ...user, companyId });
  });
}
