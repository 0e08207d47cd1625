import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { startI18n } from 'shared-kit/i18n';
import { getSession } from 'shared-kit/session';
import { captureServerMarkup, registerRemoteLoader } from 'shared-kit/ui';
import { App } from './app/app';
import { startSession } from './features/session/lib/session-start';
import { loadShellMessages } from './locales';
import { startAccountPage } from './remotes/area-start';
import { loadSlotModule } from './remotes/load-exposed';
import { loadRegistry } from './remotes/registry';
import './app/global.css';

// Start reading the remote registry at once, but do not wait for it: shell pages render without remotes.
loadRegistry().catch((error: unknown) => console.error('[federation] /remotes.json could not be read', error));
// One area showing another's component (the apply steps in a job page) asks for it by name through this loader.
registerRemoteLoader(loadSlotModule);

const container = document.getElementById('root');
// Keep the server-rendered content: screens still loading show it instead of a skeleton (docs/pages.md).
captureServerMarkup();
// The session is restored first: on an account page, the area's remote and the page's first api requests start
// with it, while the catalogues load (docs/delivery.md#account-areas-start-early).
const tellSessionOutcome = startSession();
startAccountPage(window.location.pathname, getSession());
// The first render waits for the page language's catalogues (docs/i18n.md#in-the-front-ends); the server's markup is
// on screen meanwhile. A catalogue that cannot be fetched still lets the app start (its texts show as ids). An expired
// session says so in a notice once the catalogues are there, in the page's language.
const ready = startI18n([loadShellMessages])
  .catch((error: unknown) => console.error('[i18n] catalogues not loaded', error))
  .then(tellSessionOutcome);
// A transition: React renders the first tree in slices and yields to the browser between them, instead of one
// long task that blocks input (Total Blocking Time, docs/delivery.md).
if (container) {
  const root = createRoot(container);
  ready.then(() => startTransition(() => root.render(<App />)));
}
