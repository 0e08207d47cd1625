// Test helpers of the company area: a fake api answering by `METHOD url`, and the area rendered as the shell does.
import { Route, Routes, useLocation } from 'shared-kit/router';
import { type FakeRequest, makeUser, mockHttp, renderWithProviders } from 'shared-kit/testing';
import CompanyRoutes from '../../remote-entry';

type Reply = { status?: number; data?: unknown };
export type Replies = Record<string, (request: FakeRequest) => Reply>;

const BALANCES = { balances: { job: 1, cv: 0 }, minisite: false };

/** Answers each call from `replies` by `METHOD url` (query left out), the balances by default; anything else 404. */
export function companyApi(replies: Replies = {}) {
  return mockHttp((request) => {
    const key = `${request.method?.toUpperCase()} ${request.url}`;
    if (replies[key]) return replies[key](request);
    if (key === 'GET /api/companies/balances') return { data: BALANCES };
    return { status: 404, data: { message: 'Not found' } };
  });
}

export const bodyOf = (request: FakeRequest | undefined) =>
  typeof request?.data === 'string' ? JSON.parse(request.data) : request?.data;

function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const companySession = {
  user: makeUser({ id: 40, type: 'company', email: 'hr@acme.example' }),
  token: 'company-token',
};

/** The company area at `route`, signed in as a company unless `guest`. */
export function renderCompany(route: string, { guest = false } = {}) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="*" element={<CompanyRoutes />} />
      </Routes>
      <WhereAmI />
    </>,
    { route, session: guest ? 'guest' : companySession },
  );
}
