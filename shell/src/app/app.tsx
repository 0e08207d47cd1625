import { BrowserRouter } from 'shared-kit/router';
import { AppErrorBoundary } from './app-error-boundary';
import { useAppStartedMark } from './app-started';
import { AppProvider } from './provider';
import { AppRouter } from './router';

export function App() {
  useAppStartedMark();
  // Outermost: whatever throws while rendering (the provider, the router, the layout), the page never goes blank.
  return (
    <AppErrorBoundary>
      <AppProvider>
        <BrowserRouter>
          <AppRouter />
        </BrowserRouter>
      </AppProvider>
    </AppErrorBoundary>
  );
}
