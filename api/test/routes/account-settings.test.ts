// The account settings calls (docs/product-rules.md#account-settings): change the email and the password, delete the account.
import { GOOD_PASSWORD, post, register, uniqueEmail, useTestApp, xsrfHeaders } from '../helper';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('accounts', () => {
  const t = useTestApp({ PUBLIC_HOST: 'eulangjobs.test' });

  describe('account settings', () => {
    async function freshCandidate() {
      const { email, response } = await register(t.app);
      const token = response.json().token as string;
      return { email, token, headers: bearer(token) };
    }

    it('update-email needs the password and a free email', async () => {
      const { email, headers } = await freshCandidate();
      const url = '/api/candidates/account-settings/update-email';
      const wrong = await post(t.app, url, { email: uniqueEmail('x'), password: 'not-my-password' }, { headers });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({ password: ['The password is incorrect.'] });
      const taken = await post(t.app, url, { email: 'company@example.com', password: GOOD_PASSWORD }, { headers });
      expect(taken.json().errors).toEqual({ email: ['The email has already been taken.'] });
      const next = uniqueEmail('moved');
      const ok = await post(t.app, url, { email: next, password: GOOD_PASSWORD }, { headers });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ message: 'Email updated successfully', user: { email: next } });
      expect((await post(t.app, '/api/auth/login', { email: next, password: GOOD_PASSWORD })).statusCode).toBe(200);
      // The old address is told.
      const mails = await t.db.selectFrom('outbox').select('subject').where('to_address', '=', email).execute();
      expect(mails.map((m) => m.subject)).toContain('Your EuLangJobs email was changed');
    });

    it("update-email tells the old address in the account's language", async () => {
      const { email, headers } = await freshCandidate();
      await t.db.updateTable('users').set({ locale: 'de' }).where('email', '=', email).execute();
      const next = uniqueEmail('umgezogen');
      const ok = await post(
        t.app,
        '/api/candidates/account-settings/update-email',
        { email: next, password: GOOD_PASSWORD },
        { headers },
      );
      expect(ok.statusCode).toBe(200);
      const mails = await t.db
        .selectFrom('outbox')
        .select(['subject', 'body_text'])
        .where('to_address', '=', email)
        .execute();
      expect(mails).toEqual([
        {
          subject: 'Deine E-Mail-Adresse bei EuLangJobs wurde geändert',
          body_text: `Die E-Mail-Adresse deines EuLangJobs-Kontos wurde in ${next} geändert. Wenn du das nicht warst, melde dich sofort bei uns.`,
        },
      ]);
    });

    it('update-password checks the current one and the rules, and ends the other sessions', async () => {
      const { email, headers } = await freshCandidate();
      const other = (await post(t.app, '/api/auth/login', { email, password: GOOD_PASSWORD })).json().token;
      const url = '/api/candidates/account-settings/update-password';
      const missing = await post(t.app, url, {}, { headers });
      expect(Object.keys(missing.json().errors).sort()).toEqual([
        'current_password',
        'password',
        'password_confirmation',
      ]);
      const wrong = await post(
        t.app,
        url,
        {
          current_password: 'nope-nope-nope',
          password: 'amber-lighthouse-77',
          password_confirmation: 'amber-lighthouse-77',
        },
        { headers },
      );
      expect(wrong.json().errors).toEqual({ current_password: ['The current password is incorrect.'] });
      const weak = await post(
        t.app,
        url,
        { current_password: GOOD_PASSWORD, password: 'qwertyuiop', password_confirmation: 'qwertyuiop' },
        { headers },
      );
      expect(weak.json().errors.password).toEqual(['This password is too common. Please choose another one.']);
      const ok = await post(
        t.app,
        url,
        {
          current_password: GOOD_PASSWORD,
          password: 'amber-lighthouse-77',
          password_confirmation: 'amber-lighthouse-77',
        },
        { headers },
      );
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ message: 'Password updated successfully' });
      expect((await t.app.inject({ url: '/api/auth/me', headers })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(other) })).statusCode).toBe(401);
    });

    it('companies have the same calls under /api/companies', async () => {
      const { email, response } = await register(t.app, { type: 'company', company_name: 'Tagus Labs' });
      const headers = bearer(response.json().token);
      const ok = await post(
        t.app,
        '/api/companies/account-settings/update-password',
        {
          current_password: GOOD_PASSWORD,
          password: 'amber-lighthouse-77',
          password_confirmation: 'amber-lighthouse-77',
        },
        { headers },
      );
      expect(ok.statusCode).toBe(200);
      const next = uniqueEmail('company-moved');
      const moved = await post(
        t.app,
        '/api/companies/account-settings/update-email',
        { email: next, password: 'amber-lighthouse-77' },
        { headers },
      );
      expect(moved.json().user).toMatchObject({ email: next, type: 'company' });
      expect(email).not.toBe(next);
    });

    it('destroy removes the candidate, the personal data and the files; only the reason stays', async () => {
      const { email, token, headers } = await freshCandidate();
      const { id } = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      await t.db.insertInto('candidate_languages').values({ user_id: id, language_id: 1, level: 3 }).execute();
      await t.db
        .insertInto('files')
        .values({
          owner_user_id: id,
          kind: 'cv',
          filename: 'cv.pdf',
          content_type: 'application/pdf',
          size: 3,
          data: Buffer.from('pdf'),
        })
        .execute();
      await post(t.app, '/api/auth/password/email', { email });

      const response = await t.app.inject({
        method: 'DELETE',
        url: '/api/candidates/account-settings/destroy',
        headers: { ...(await xsrfHeaders(t.app)), ...headers },
        payload: { motivo_id: 3, texto: 'Found a job, thanks!' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Account deleted successfully' });

      const count = async (
        table: 'users' | 'candidates' | 'candidate_languages' | 'files' | 'auth_tokens',
        column: string,
      ) =>
        (
          await t.db
            .selectFrom(table)
            .select(column as never)
            .where(column as never, '=', id as never)
            .execute()
        ).length;
      expect(await count('users', 'id')).toBe(0);
      expect(await count('candidates', 'user_id')).toBe(0);
      expect(await count('candidate_languages', 'user_id')).toBe(0);
      expect(await count('files', 'owner_user_id')).toBe(0);
      expect(await count('auth_tokens', 'user_id')).toBe(0);
      expect(await t.db.selectFrom('outbox').select('id').where('to_address', '=', email).execute()).toEqual([]);
      const reason = await t.db
        .selectFrom('account_deletions')
        .selectAll()
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(reason).toMatchObject({ user_type: 'candidate', motivo_id: 3, texto: 'Found a job, thanks!' });
      expect(JSON.stringify(reason)).not.toContain(email);
      expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
      expect((await post(t.app, '/api/auth/login', { email, password: GOOD_PASSWORD })).statusCode).toBe(422);
    });
  });
});
