import type { Generated } from 'kysely';
import type { Db } from './database';

/** Kysely's view of the tables of migrations/020_accounts.sql (issue 4). Keep in step with the SQL. */
export interface PasswordResetsTable {
  id: Generated<string>;
  token_hash: Buffer;
  user_id: number;
  created_at: Generated<Date>;
  expires_at: Date;
  used_at: Date | null;
}

export interface AuthFailuresTable {
  id: Generated<string>;
  account_key: Buffer;
  address_key: Buffer;
  created_at: Generated<Date>;
}

export interface BackdoorTokensTable {
  id: Generated<string>;
  token_hash: Buffer;
  user_id: number;
  issued_by: number | null;
  created_at: Generated<Date>;
  expires_at: Date;
  used_at: Date | null;
  purpose: Generated<'backdoor' | 'admin-dashboard'>;
}

export interface OidcLoginsTable {
  state_hash: Buffer;
  binding_hash: Buffer;
  provider: string;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  created_at: Generated<Date>;
  expires_at: Date;
}

export interface UserIdentitiesTable {
  provider: string;
  subject: string;
  user_id: number;
  created_at: Generated<Date>;
}

export interface CandidateVirtualEventsTable {
  user_id: number;
  fk_virtual_event_id: number;
  origin: string | null;
  created_at: Generated<Date>;
}

export interface AccountDeletionsTable {
  id: Generated<string>;
  user_type: string;
  motivo_id: number | null;
  texto: string | null;
  created_at: Generated<Date>;
}

export type AccountTables = {
  password_resets: PasswordResetsTable;
  auth_failures: AuthFailuresTable;
  backdoor_tokens: BackdoorTokensTable;
  oidc_logins: OidcLoginsTable;
  user_identities: UserIdentitiesTable;
  candidate_virtual_events: CandidateVirtualEventsTable;
  account_deletions: AccountDeletionsTable;
};

/** The app's database handle, typed with the account tables as well (kept apart from schema.ts). */
export const accountsDb = (db: Db) => db.withTables<AccountTables>();
export type AccountsDb = ReturnType<typeof accountsDb>;
