import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { getAppStore } from 'shared-kit/session';
import { LoadingBar } from './loading-bar';
import { Notifications } from './notifications/notifications';
import { useVersionCheck } from './version-check';

/** The one jotai store of the page: the shell and every remote read session and notices from it. */
export function AppProvider({ children }: { children: ReactNode }) {
  useVersionCheck();
  return (
    <Provider store={getAppStore()}>
      <LoadingBar />
      {children}
      <Notifications />
    </Provider>
  );
}
