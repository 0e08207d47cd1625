import { Link, NavLink } from 'shared-kit/router';
import { useSession } from 'shared-kit/session';

export function Navbar() {
  const session = useSession();
  return (
    <header className="navbar">
      <nav className="navbar__inner" aria-label="Main">
        <Link to="/" className="navbar__brand">
          EuLangJobs
        </Link>
        <ul className="navbar__links">
          <li>
            <NavLink to="/jobs">Jobs</NavLink>
          </li>
          <li>
            <NavLink to="/career-events">Career events</NavLink>
          </li>
          <li>
            <NavLink to="/company">For companies</NavLink>
          </li>
        </ul>
        <ul className="navbar__account">
          {session.isLoggedIn ? (
            <>
              <li>
                <NavLink to={session.type === 'company' ? '/company/dashboard' : '/account/dashboard'}>
                  {session.user?.nombre || session.user?.email || 'My account'}
                </NavLink>
              </li>
              <li>
                <Link to="/logout">Log out</Link>
              </li>
            </>
          ) : (
            <>
              <li>
                <NavLink to="/login">Log in</NavLink>
              </li>
              <li>
                <Link to="/register" className="navbar__cta">
                  Sign up
                </Link>
              </li>
            </>
          )}
        </ul>
      </nav>
    </header>
  );
}
