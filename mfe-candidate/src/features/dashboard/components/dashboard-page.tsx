import { Link } from 'shared-kit/router';
import { loginPath } from 'shared-kit/routes';
import { useSession } from 'shared-kit/session';
import { ProfileLanguages } from './profile-languages';

/** `/account/dashboard/{tab?}`: greets the signed-in candidate from the shell's session. */
export function DashboardPage() {
  const { user, type, isLoggedIn } = useSession();

  if (!isLoggedIn || !user) {
    // The shell's route guard arrives later; until then a guest gets a way in rather than an empty page.
    return (
      <section className="candidate-page" aria-labelledby="candidate-login-heading">
        <h1 id="candidate-login-heading">Please log in</h1>
        <p>
          Your dashboard is for signed-in candidates. <Link to={loginPath()}>Log in</Link> to see it.
        </p>
      </section>
    );
  }

  return (
    <section className="candidate-page" aria-labelledby="candidate-dashboard-heading">
      <h1 id="candidate-dashboard-heading">Welcome, {user.nombre || user.email}</h1>
      <p className="candidate-signed-in">
        Signed in as <strong>{user.email}</strong>
      </p>
      {type === 'candidate' ? <ProfileLanguages /> : <p>This dashboard is for candidate accounts.</p>}
    </section>
  );
}
