import { Link } from 'shared-kit/router';

/** `/candidates/data-deletion` (public): how a candidate deletes their data, for app stores and privacy laws. */
export function DataDeletionPage() {
  return (
    <article className="candidate-page candidate-info" aria-labelledby="candidate-deletion-heading">
      <h1 id="candidate-deletion-heading">How to delete your data</h1>
      <p>
        You can delete your EuLangJobs account and the personal data that comes with it at any time. This works the same
        for accounts created on the website, in our apps or through a social login.
      </p>

      <section aria-labelledby="candidate-deletion-self">
        <h2 id="candidate-deletion-self">Delete your account yourself</h2>
        <ol>
          <li>
            <Link to="/login">Log in</Link> with the account you want to delete.
          </li>
          <li>
            Open <Link to="/account/account-settings">Account settings</Link>.
          </li>
          <li>Choose “Delete account”, tell us why if you wish, and confirm.</li>
        </ol>
        <p>You are logged out straight away and the account can no longer be used.</p>
      </section>

      <section aria-labelledby="candidate-deletion-what">
        <h2 id="candidate-deletion-what">What is deleted</h2>
        <ul>
          <li>Your profile: name, contact details, photo, preferences and online profiles.</li>
          <li>Your CVs, languages, skills, work experience and education.</li>
          <li>Your saved jobs, job alerts and career event registrations.</li>
          <li>Your applications, which companies can no longer open.</li>
        </ul>
        <p>
          Data we must keep by law (for example, records of consent) is kept only for the time the law requires and is
          not used for anything else.
        </p>
      </section>

      <section aria-labelledby="candidate-deletion-contact">
        <h2 id="candidate-deletion-contact">Cannot log in? Ask us</h2>
        <p>
          If you no longer have access to your account, write to us through the{' '}
          <Link to="/eulangjobs/contact">contact page</Link> from the email address of the account and ask for it to be
          deleted. We confirm by email once it is done.
        </p>
        <p>
          Read more about your rights in our{' '}
          <Link to="/eulangjobs/legal-conditions-and-privacy-policy-for-candidates">
            legal conditions and privacy policy for candidates
          </Link>
          .
        </p>
      </section>
    </article>
  );
}
