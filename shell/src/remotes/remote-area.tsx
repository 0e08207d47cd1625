// One remote area: lazy load on first visit, a skeleton while it loads, and an error boundary with a retry
// that affects this area only.
import { type ComponentType, useCallback, useState } from 'react';
import { type LazyPage, lazyPage, PageSuspense } from 'shared-kit/router';
import { ServerMarkup } from 'shared-kit/ui';
import { AreaSkeleton } from './area-skeleton';
import { AreaErrorBoundary } from './area-error-boundary';
import { isUnavailable } from './federation-runtime-plugin';
import { loadExposed } from './load-exposed';
import { type RemoteName, resetRemote } from './registry';

// Not React.lazy: an area preloaded by the session's start renders at once (shared-kit/router lazyPage).
type AreaComponent = LazyPage<object>;
type AreaModule = { default: ComponentType };

// Kept per remote so that navigating between areas does not show the skeleton again.
const areas = new Map<RemoteName, AreaComponent>();
// The area's module, loading or loaded: asked for once, by whichever comes first of preloadArea and RemoteArea.
const modules = new Map<RemoteName, Promise<AreaModule>>();

/** Tests start from a page that has loaded no area yet. */
export function forgetLoadedAreas(): void {
  areas.clear();
  modules.clear();
}

function areaModule(name: RemoteName): Promise<AreaModule> {
  const kept = modules.get(name);
  if (kept) return kept;
  const loading: Promise<AreaModule> = loadExposed(name, 'routes');
  modules.set(name, loading);
  // A failed load is not kept (a load that failed early, in the background, must not stick to a later visit): the
  // next visit asks again. The visit that got the failure shows it, with a retry.
  const drop = () => {
    if (modules.get(name) === loading) modules.delete(name);
  };
  loading.then((loaded) => {
    if (isUnavailable(loaded)) drop();
  }, drop);
  return loading;
}

/**
 * Starts loading an area's remote before its screen asks for it (docs/delivery.md#account-areas-start-early): the
 * area then renders without waiting for the download. A failure here is reported by the visit, if one comes.
 */
export function preloadArea(name: RemoteName): void {
  areaModule(name).catch(() => undefined);
}

function areaComponent(name: RemoteName): AreaComponent {
  let area = areas.get(name);
  if (!area) {
    area = lazyPage(() => areaModule(name).then((module) => module.default));
    areas.set(name, area);
  }
  return area;
}

export function RemoteArea({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    areas.delete(name);
    modules.delete(name);
    resetRemote(name);
    setAttempt((n) => n + 1);
  }, [name]);
  const Area = areaComponent(name);
  return (
    <AreaErrorBoundary key={attempt} area={name} onRetry={retry}>
      {/* On the first page of a visit the server's markup stays until the area can render. */}
      <PageSuspense fallback={<ServerMarkup fallback={<AreaSkeleton />} />}>
        <Area />
      </PageSuspense>
    </AreaErrorBoundary>
  );
}
