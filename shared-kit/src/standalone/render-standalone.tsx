// A remote's standalone development page (`npm run pnpm -- --filter mfe-<area> dev`, README "Developing one remote
// alone"): the shell renders each remote's routes component in production, with its own providers. Notifications
// are not shown here (the shell renders them).
import { Provider } from 'jotai';
import { type ComponentType, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { startI18n } from 'shared-kit/i18n';
import { BrowserRouter } from 'shared-kit/router';
import { getAppStore } from 'shared-kit/session';

/**
 * Renders a remote's routes component into `#root` with what the shell would give it: the one jotai store and a
 * router (both reached through shared-kit, so they are the federation's singletons;
 * docs/architecture.md#module-federation-rules).
 *
 * No restoreSession() here: this origin's localStorage has no stored user, so it would clear the auth cookies,
 * which are shared by host (not port) with the api and shell on :8080 and would sign the developer out there.
 */
export function renderStandalone(AreaRoutes: ComponentType): Root | null {
  const container = document.getElementById('root');
  if (!container) return null;
  const root = createRoot(container);
  const render = () =>
    root.render(
      <StrictMode>
        <Provider store={getAppStore()}>
          <BrowserRouter>
            <AreaRoutes />
          </BrowserRouter>
        </Provider>
      </StrictMode>,
    );
  // The area's own catalogue is loaded by the CatalogueGate inside its routes.
  startI18n([]).then(render, (error: unknown) => {
    console.error('[i18n] catalogues not loaded', error);
    render();
  });
  return root;
}
