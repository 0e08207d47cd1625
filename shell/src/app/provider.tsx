import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { getAppStore } from 'shared-kit/session';
import { Notifications } from '../features/notifications/components/notifications';
import { useVersionCheck } from '../features/version-check/hooks/use-version-check';
import { LoadingBar } from './loading-bar';

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
