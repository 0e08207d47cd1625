import { act, render, screen } from '@testing-library/react';
import {
  clearSession,
  deleteCookie,
  getAppStore,
  resetAppStore,
  getSession,
  getSessionToken,
  pendingApplyJobId,
  readAppConfig,
  readCookie,
  restoreSession,
  savePendingApply,
  sessionExpiresAt,
  setSession,
  takePendingApply,
  updateSessionUser,
  useSession,
} from 'shared-kit/session';
import { createTestStore, makeUser } from 'shared-kit/testing';

function Who() {
  const { type, user } = useSession();
  return <p>{type === 'guest' ? 'guest' : `${type}: ${user?.email}`}</p>;
}

const HOUR = 60 * 60 * 1000;

function setConfig(json: string | null) {
  document.getElementById('app-config')?.remove();
  if (json === null) return;
  const script = document.createElement('script');
  script.id = 'app-config';
  script.type = 'application/json';
  script.textContent = json;
  document.head.append(script);
}

beforeEach(() => {
  setConfig(null);
  createTestStore();
  localStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('readAppConfig', () => {
  it("has defaults without the page config: the admin dashboard is the site's own /admin", () => {
    expect(readAppConfig()).toEqual({
      siteId: 'eulangjobs',
      version: 'dev',
      adminDashboardUrl: `${window.location.origin}/admin`,
    });
  });

  it('reads the page config', () => {
    setConfig('{"siteId":"demo","version":"1.2.3","adminDashboardUrl":"https://admin.example"}');
    expect(readAppConfig()).toEqual({ siteId: 'demo', version: '1.2.3', adminDashboardUrl: 'https://admin.example' });
  });

  it('survives a broken config', () => {
    setConfig('{not json');
    expect(readAppConfig().siteId).toBe('eulangjobs');
  });
});

describe('session', () => {
  it('starts as guest', () => {
    expect(getSession()).toEqual({ user: null, type: 'guest', token: null, loginTimestamp: null, isLoggedIn: false });
  });

  it('setSession signs in and writes the cookies named with the site id', () => {
    setConfig('{"siteId":"demo"}');
    jest.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    const user = makeUser({ email: 'ana@example.com', type: 'candidate' });
    setSession({ user, token: 'tok 1' });
    const now = Date.now();
    expect(getSession()).toMatchObject({ type: 'candidate', token: 'tok 1', loginTimestamp: now, isLoggedIn: true });
    expect(getSession().user).toMatchObject({ email: 'ana@example.com', loginTimestamp: now });
    expect(getSessionToken()).toBe('tok 1');
    expect(readCookie('auth_tokendemo')).toBe('tok 1');
    expect(readCookie('auth_emaildemo')).toBe('ana@example.com');
    expect(readCookie('login_timestampdemo')).toBe(String(now));
    // the token is not copied into localStorage
    expect(JSON.stringify(localStorage)).not.toContain('tok 1');
  });

  it('a changed email is written to the email cookie and survives a reload', () => {
    setSession({ user: makeUser({ email: 'old@example.com', type: 'candidate' }), token: 't' });
    updateSessionUser({ email: 'new@example.com' });
    expect(readCookie('auth_emaileulangjobs')).toBe('new@example.com');
    resetAppStore();
    expect(restoreSession()).toBe('restored');
    expect(getSession().user?.email).toBe('new@example.com');
  });

  it('clearSession returns to guest and removes cookies and stored user', () => {
    setSession({ user: makeUser(), token: 't' });
    clearSession();
    expect(getSession().type).toBe('guest');
    expect(readCookie('auth_tokeneulangjobs')).toBeNull();
    expect(readCookie('login_timestampeulangjobs')).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('restores a session younger than 24 h', () => {
    jest.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    setSession({ user: makeUser({ type: 'company', email: 'co@example.com' }), token: 't' });
    resetAppStore(); // a reload: fresh store, cookies and storage remain
    expect(getSession().type).toBe('guest');
    jest.setSystemTime(Date.now() + 23 * HOUR);
    expect(restoreSession()).toBe('restored');
    expect(getSession()).toMatchObject({ type: 'company', token: 't', isLoggedIn: true });
  });

  it('expires 24 h after login', () => {
    jest.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    setSession({ user: makeUser(), token: 't' });
    const start = Date.now();
    expect(sessionExpiresAt(start)).toBe(start + 24 * HOUR);
    expect(restoreSession(start + 24 * HOUR)).toBe('expired');
    expect(getSession().type).toBe('guest');
    expect(readCookie('auth_tokeneulangjobs')).toBeNull();
    expect(restoreSession()).toBe('guest');
  });

  it('guests never expire', () => {
    expect(sessionExpiresAt(null)).toBeNull();
    expect(restoreSession(Date.now() + 1000 * HOUR)).toBe('guest');
  });

  it('a token cookie without its timestamp is expired; without a stored user it is guest', () => {
    setSession({ user: makeUser(), token: 't' });
    deleteCookie('login_timestampeulangjobs');
    localStorage.setItem('session_usereulangjobs', JSON.stringify({ ...makeUser(), loginTimestamp: null }));
    expect(restoreSession()).toBe('expired');

    setSession({ user: makeUser(), token: 't' });
    localStorage.clear();
    expect(restoreSession()).toBe('guest');
    expect(readCookie('auth_tokeneulangjobs')).toBeNull();
  });

  it('useSession re-renders on login and logout', () => {
    render(<Who />);
    expect(screen.getByText('guest')).toBeInTheDocument();
    act(() => {
      setSession({ user: makeUser({ email: 'a@b.c' }), token: 't' });
    });
    expect(screen.getByText('candidate: a@b.c')).toBeInTheDocument();
    act(() => clearSession());
    expect(screen.getByText('guest')).toBeInTheDocument();
  });

  it('has one store', () => {
    expect(getAppStore()).toBe(getAppStore());
  });
});

describe('pending apply', () => {
  it('keeps a guest’s Apply for its job, taken once, and forgets it after 30 minutes', () => {
    sessionStorage.clear();
    savePendingApply(5);
    expect(pendingApplyJobId()).toBe(5);
    expect(takePendingApply(7)).toBe(false);
    expect(takePendingApply(5)).toBe(true);
    expect(takePendingApply(5)).toBe(false);
    savePendingApply(5, Date.now() - 30 * 60 * 1000 - 1);
    expect(pendingApplyJobId()).toBeNull();
  });
});
