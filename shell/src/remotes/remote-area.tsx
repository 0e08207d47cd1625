// One remote area: lazy load on first visit, a skeleton while it loads, and an error boundary with a retry
// that affects this area only.
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useCallback, useState } from 'react';
import { ServerMarkup, Skeleton } from 'shared-kit/ui';
import { AreaErrorBoundary } from './area-error-boundary';
import { loadExposed } from './load-exposed';
import { type RemoteName, resetRemote } from './registry';

type AreaComponent = LazyExoticComponent<ComponentType>;

// Kept per remote so that navigating between areas does not show the skeleton again.
const areas = new Map<RemoteName, AreaComponent>();

/** Tests start from a page that has loaded no area yet. */
export function forgetLoadedAreas(): void {
  areas.clear();
}

const loadArea = (name: RemoteName) => loadExposed(name, 'routes');

function areaComponent(name: RemoteName): AreaComponent {
  let area = areas.get(name);
  if (!area) {
    area = lazy(() => loadArea(name));
    areas.set(name, area);
  }
  return area;
}

function AreaSkeleton() {
  return (
    <div className="area-skeleton">
      <Skeleton height={48} />
      <Skeleton height={320} />
    </div>
  );
}

export function RemoteArea({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    areas.delete(name);
    resetRemote(name);
    setAttempt((n) => n + 1);
  }, [name]);
  const Area = areaComponent(name);
  return (
    <AreaErrorBoundary key={attempt} area={name} onRetry={retry}>
      {/* On the first page of a visit the server's markup stays until the area can render. */}
      <Suspense fallback={<ServerMarkup fallback={<AreaSkeleton />} />}>
        <Area />
      </Suspense>
    </AreaErrorBoundary>
  );
}
