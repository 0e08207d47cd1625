import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { captureServerMarkup } from 'shared-kit/ui';
import { App } from './app/app';
import { startSession } from './features/session/lib/session-start';
import { loadRegistry } from './remotes/registry';
import './app/global.css';

// Start reading the remote registry at once, but do not wait for it: shell pages render without remotes.
loadRegistry().catch((error: unknown) => console.error('[federation] /remotes.json could not be read', error));
startSession();

const container = document.getElementById('root');
// Keep the server-rendered content: screens still loading show it instead of a skeleton (docs/pages.md).
captureServerMarkup();
// A transition: React renders the first tree in slices and yields to the browser between them, instead of one
// long task that blocks input (Total Blocking Time, docs/delivery.md).
if (container) {
  const root = createRoot(container);
  startTransition(() => root.render(<App />));
}
