// The one door to react-router for every front end. Module Federation cannot tree-shake a shared package, and
// react-router is over 60 KB gzip whole; shared through this module it is still loaded once (shared-kit is a
// singleton, so there is one router context), but only the parts named here are downloaded.
// Add an export here when an area needs more of the router; never import react-router(-dom) directly.
export {
  BrowserRouter,
  createSearchParams,
  generatePath,
  MemoryRouter,
  matchPath,
  type NavigateFunction,
  Navigate,
  Outlet,
  Route,
  Routes,
  type To,
  useHref,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export { Link, type LinkProps, NavLink, type NavLinkProps } from './links';
export { type LazyPage, lazyPage, PageSuspense, preloadPageFor } from './lazy-page';
