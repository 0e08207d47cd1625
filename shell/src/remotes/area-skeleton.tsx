import { skeletonShapeFor } from 'shared-kit/constants';
import { PageSkeleton } from 'shared-kit/ui';

/**
 * The page's skeleton, shaped like its content: what a remote's area shows until it can render. The shell's server
 * module renders this same component into a signed-in page's first HTML (src/server-render.tsx, which passes the
 * page's `path`), so nothing moves from the first paint to the area.
 */
export function AreaSkeleton({ path = window.location.pathname }: { path?: string }) {
  return <PageSkeleton shape={skeletonShapeFor(path)} />;
}
