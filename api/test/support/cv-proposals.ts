import { register, type TestApp, xsrfHeaders } from '../helper';
import { multipart } from './uploads';

/**
 * The calls the CV proposal suites make (docs/contracts.md#cv-extraction): a new candidate's token, their headers, a
 * CV upload that asks for proposals, the decisions call and the profile. `Item` is the proposal shape a suite reads.
 */
export function cvProposalCalls<Item>(t: TestApp) {
  const candidate = async () => (await register(t.app)).response.json().token as string;
  const headers = async (token: string) => ({ ...(await xsrfHeaders(t.app)), authorization: `Bearer ${token}` });
  const upload = async (token: string, data: Buffer, filename = 'cv.pdf') => {
    const body = multipart([{ name: 'cv', filename, contentType: 'application/pdf', data }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/candidates/mycv/fromVue?extract=1',
      headers: { ...(await headers(token)), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    return response.json().proposals as { cv_id: number; items: Item[] };
  };
  const decide = async (token: string, cvId: number, body: Record<string, unknown>, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/candidates/mycv/${cvId}/proposals`,
      headers: { ...(await headers(token)), 'accept-language': language },
      payload: body,
    });
  const profile = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/candidates/profile', headers: await headers(token) })).json();
  return { candidate, headers, upload, decide, profile };
}
