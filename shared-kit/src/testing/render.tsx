// Test helpers for every front-end package (jest + Testing Library).
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'shared-kit/router';
import type { User, UserType } from '../contracts/auth';
import { clearNotifications } from 'shared-kit/notify';
import { clearSession, setSession } from 'shared-kit/session';
import { type AppStore, resetAppStore } from 'shared-kit/session';

/** A fresh jotai store that also becomes the app store, so shared-kit's hooks and non-React code use it. */
export function createTestStore(): AppStore {
  clearNotifications();
  const store = resetAppStore();
  clearSession();
  return store;
}

/** A complete user of the given type, for tests. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    email: 'candidate@example.com',
    nombre: 'Ana',
    apellidos: 'García',
    poblacion: null,
    fk_pais_id: null,
    f_nace: null,
    created_at: '2025-01-01T00:00:00.000Z',
    type: 'candidate',
    tasks_done: null,
    percent: null,
    geoip_iso_code: null,
    geoip_is_eu: null,
    referral_platform: null,
    validado: true,
    token: null,
    token_expiration: null,
    phone: null,
    loginTimestamp: null,
    ...overrides,
  };
}

export type TestSession = UserType | { user: User; token?: string };

export type RenderWithProvidersOptions = Omit<RenderOptions, 'wrapper' | 'queries'> & {
  /** Initial location of the MemoryRouter (default '/'). */
  route?: string;
  /** Signed-in user: a type ('candidate', 'company', 'admin'; 'guest' = nobody) or a user and token. */
  session?: TestSession;
};

function Providers({ store, route, children }: { store: AppStore; route: string; children: ReactNode }) {
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </Provider>
  );
}

/** Renders inside a MemoryRouter and a fresh jotai store (see createTestStore). */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', session, ...options }: RenderWithProvidersOptions = {},
): RenderResult & { store: AppStore } {
  const store = createTestStore();
  if (session && session !== 'guest') {
    const given =
      typeof session === 'string' ? { user: makeUser({ type: session, email: `${session}@example.com` }) } : session;
    setSession({ user: given.user, token: given.token ?? 'test-token' });
  }
  const wrap = (node: ReactNode) => (
    <Providers store={store} route={route}>
      {node}
    </Providers>
  );
  const result = render(wrap(ui), options);
  // rerender keeps the providers (and so the router's location and the store)
  return { ...result, rerender: (next: ReactNode) => result.rerender(wrap(next)), store };
}
