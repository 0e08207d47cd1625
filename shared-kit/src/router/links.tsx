import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { type To, useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router-dom';

// Link and NavLink on react-router's own hooks (docs/delivery.md#react-router-what-we-use). react-router's pair also
// serves its framework and data modes (route prefetching, route discovery, view transitions); its Link alone brought
// some 5 KB of that code into every page's `vendor`, which none of our apps can use (they render <Routes> in a
// <BrowserRouter>). What they do here is what react-router's do in that mode: a real href, the same in-app
// navigation on a plain click, the browser's own behaviour on a modified click, another target or `reloadDocument`.

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  /** Replace the current history entry instead of adding one (react-router's default: when the URL is unchanged). */
  replace?: boolean;
  state?: unknown;
  /** Let the browser load the address as a new document (e.g. a sign-in handled by the server). */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** An address on another site (or a protocol-relative one): the browser follows it, the router does not. */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

export function Link({ to, replace, state, reloadDocument, target, onClick, ref, ...rest }: LinkProps) {
  const absolute = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented && !reloadDocument && !absolute) navigate(event);
  };
  return <a {...rest} ref={ref} href={absolute ? (to as string) : href} target={target} onClick={click} />;
}

export type NavLinkProps = LinkProps & {
  /** Active only on this very path, not on the paths under it. */
  end?: boolean;
  className?: string;
};

/**
 * A Link that knows when it leads to the page on screen: then it has the class `active` and `aria-current="page"`
 * (react-router's rule: the same path, or a path under it unless `end`; letter case ignored).
 */
export function NavLink({ end = false, className, 'aria-current': ariaCurrent = 'page', ...rest }: NavLinkProps) {
  const target = useResolvedPath(rest.to).pathname.toLowerCase();
  const current = useLocation().pathname.toLowerCase();
  const slash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const active = current === target || (!end && current.startsWith(target) && current.charAt(slash) === '/');
  return (
    <Link
      {...rest}
      aria-current={active ? ariaCurrent : undefined}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ') || undefined}
    />
  );
}
