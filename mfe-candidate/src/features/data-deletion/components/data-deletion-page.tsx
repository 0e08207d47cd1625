import { Trans, useTranslate } from 'shared-kit/i18n';
import { Link } from 'shared-kit/router';
import { Card } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../locales';

/** A message with one link in it: `<0>...</0>` in the catalogue is the link's text. */
function WithLink({ id, to }: { id: CandidateMessageId; to: string }) {
  return <Trans id={id} components={{ 0: <Link to={to} /> }} />;
}

/** `/candidates/data-deletion` (public): how a candidate deletes their data, for app stores and privacy laws. */
export function DataDeletionPage() {
  const t = useTranslate<CandidateMessageId>();
  return (
    <article className="candidate-page candidate-info" aria-labelledby="candidate-deletion-heading">
      <h1 id="candidate-deletion-heading">{t('candidate.deletion.heading')}</h1>
      <p>{t('candidate.deletion.intro')}</p>

      <section aria-labelledby="candidate-deletion-self">
        <h2 id="candidate-deletion-self">{t('candidate.deletion.self.heading')}</h2>
        <ol>
          <li>
            <WithLink id="candidate.deletion.self.login" to="/login" />
          </li>
          <li>
            <WithLink id="candidate.deletion.self.settings" to="/account/account-settings" />
          </li>
          <li>{t('candidate.deletion.self.confirm')}</li>
        </ol>
        <p>{t('candidate.deletion.self.after')}</p>
      </section>

      <section aria-labelledby="candidate-deletion-what">
        <h2 id="candidate-deletion-what">{t('candidate.deletion.what.heading')}</h2>
        <ul>
          <li>{t('candidate.deletion.what.profile')}</li>
          <li>{t('candidate.deletion.what.cvs')}</li>
          <li>{t('candidate.deletion.what.saved')}</li>
          <li>{t('candidate.deletion.what.applications')}</li>
        </ul>
        <p>{t('candidate.deletion.what.kept')}</p>
      </section>

      {/* The way out for someone locked out of their account: set apart so it is found at a glance. */}
      <Card as="section" aria-labelledby="candidate-deletion-contact">
        <h2 id="candidate-deletion-contact" className="sk-card-title">
          {t('candidate.deletion.contact.heading')}
        </h2>
        <p>
          <WithLink id="candidate.deletion.contact.text" to="/eulangjobs/contact" />
        </p>
        <p>
          <WithLink
            id="candidate.deletion.contact.rights"
            to="/eulangjobs/legal-conditions-and-privacy-policy-for-candidates"
          />
        </p>
      </Card>
    </article>
  );
}
