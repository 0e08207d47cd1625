// Standalone development only: the shell renders the routes component in production. Notifications are not
// shown here (the shell renders them).
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'shared-kit/router';
import { getAppStore } from 'shared-kit/session';
import CompanyRoutes from './remote-entry';

// No restoreSession() here: this origin's localStorage has no stored user, so it would clear the auth cookies,
// which are shared by host (not port) with the api and shell on :8080 and would sign the developer out there.

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Provider store={getAppStore()}>
        <BrowserRouter>
          <CompanyRoutes />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}
