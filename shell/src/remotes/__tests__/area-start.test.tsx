import { render, screen, waitFor } from '@testing-library/react';
import { firstRequests, forgetPrefetched } from 'shared-kit/http';
import { clearSession, getSession, setSession } from 'shared-kit/session';
import { createTestStore, makeUser, mockHttp } from 'shared-kit/testing';
import { startAccountPage, warmAccountArea } from '../area-start';
import { forgetLoadedAreas, RemoteArea } from '../remote-area';
import { forgetRegistry } from '../registry';

// The federation runtime is replaced: these tests drive what it answers.
const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: () => undefined,
}));

const REGISTRY = {
  remotes: {
    mfe_candidate: 'http://localhost:8082/mf-manifest.json',
    mfe_company: 'http://localhost:8083/mf-manifest.json',
  },
};

function CandidateArea() {
  return <p>Your dashboard</p>;
}

let requests: { url?: string }[] = [];
let restoreHttp: () => void = () => {};

beforeEach(() => {
  createTestStore();
  forgetLoadedAreas();
  forgetRegistry();
  forgetPrefetched();
  loadRemote.mockReset();
  loadRemote.mockResolvedValue({ default: CandidateArea });
  global.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => REGISTRY,
  })) as unknown as typeof fetch;
  const mock = mockHttp(() => ({ data: {} }));
  requests = mock.requests;
  restoreHttp = mock.restore;
});

afterEach(() => {
  restoreHttp();
  jest.restoreAllMocks();
});

const signIn = (type: 'candidate' | 'company') => setSession({ user: makeUser({ type }), token: `${type}-token` });

describe('an account page starts its area before the first render', () => {
  it("starts the candidate's area and the dashboard's one request at once; the area then renders from them", async () => {
    signIn('candidate');
    startAccountPage('/account/dashboard', getSession());
    // Exactly the dashboard's first requests as shared-kit lists them (their list: shared-kit's prefetch test).
    await waitFor(() => expect(requests.map((request) => request.url)).toEqual(firstRequests('account-dashboard')));
    await waitFor(() => expect(loadRemote).toHaveBeenCalledWith('mfe_candidate/routes'));

    render(<RemoteArea name="mfe_candidate" />);
    expect(await screen.findByText('Your dashboard')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a guest', null, '/account/dashboard'],
    ['a company on a candidate page', 'company', '/account/dashboard'],
    ['a public page', 'candidate', '/jobs'],
  ] as const)('starts nothing for %s', async (_case, type, path) => {
    if (type) signIn(type);
    else clearSession();
    startAccountPage(path, getSession());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadRemote).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
  });
});

describe('after a sign-in', () => {
  it("loads the user's own area in the background", async () => {
    warmAccountArea('company');
    await waitFor(() => expect(loadRemote).toHaveBeenCalledWith('mfe_company/routes'));
    warmAccountArea('admin');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('a background load that failed is not kept: the visit loads the area again and shows it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    loadRemote.mockRejectedValueOnce(new Error('remote down'));
    warmAccountArea('candidate');
    await waitFor(() => expect(loadRemote).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(<RemoteArea name="mfe_candidate" />);
    expect(await screen.findByText('Your dashboard')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });
});
