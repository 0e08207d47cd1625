import { Trans, useTranslate } from 'shared-kit/i18n';
import { Link } from 'shared-kit/router';
import { loginPath } from 'shared-kit/routes';
import { CardSection } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../locales';

const SETTINGS = '/account/account-settings';

/** A message with one link in it (`<0>...</0>` in the catalogue is the link's text), and the values it says. */
function WithLink({ id, to, values }: { id: CandidateMessageId; to: string; values?: Record<string, string> }) {
  return <Trans id={id} values={values} components={{ 0: <Link to={to} /> }} />;
}

/**
 * `/candidates/data-deletion` (public): what deleting an account really removes and keeps
 * (docs/product-rules.md#the-data-export, docs/contracts.md#account-settings) and how to ask for it: the export first,
 * then the account settings' delete, or the contact page without access to the account. For app stores and privacy
 * laws as much as for candidates. The buttons it names are the settings page's own words, taken from the catalogue.
 */
export function DataDeletionPage() {
  const t = useTranslate<CandidateMessageId>();
  return (
    <article className="candidate-page candidate-info" aria-labelledby="candidate-deletion-heading">
      <h1 id="candidate-deletion-heading">{t('candidate.deletion.heading')}</h1>
      <p>{t('candidate.deletion.intro')}</p>

      <section aria-labelledby="candidate-deletion-export">
        <h2 id="candidate-deletion-export">{t('candidate.deletion.export.heading')}</h2>
        <p>
          <WithLink
            id="candidate.deletion.export.text"
            to={SETTINGS}
            values={{ button: t('candidate.settings.export.submit') }}
          />
        </p>
      </section>

      <section aria-labelledby="candidate-deletion-self">
        <h2 id="candidate-deletion-self">{t('candidate.deletion.self.heading')}</h2>
        <ol>
          <li>
            <WithLink id="candidate.deletion.self.login" to={loginPath()} />
          </li>
          <li>
            <WithLink
              id="candidate.deletion.self.settings"
              to={SETTINGS}
              values={{ button: t('candidate.settings.delete.open') }}
            />
          </li>
          <li>{t('candidate.deletion.self.confirm', { button: t('candidate.settings.delete.confirm') })}</li>
        </ol>
        <p>{t('candidate.deletion.self.after')}</p>
      </section>

      <section aria-labelledby="candidate-deletion-what">
        <h2 id="candidate-deletion-what">{t('candidate.deletion.what.heading')}</h2>
        <ul>
          <li>{t('candidate.deletion.what.profile')}</li>
          <li>{t('candidate.deletion.what.records')}</li>
          <li>{t('candidate.deletion.what.files')}</li>
          <li>{t('candidate.deletion.what.jobs')}</li>
          <li>{t('candidate.deletion.what.events')}</li>
          <li>{t('candidate.deletion.what.sessions')}</li>
        </ul>
      </section>

      <section aria-labelledby="candidate-deletion-kept">
        <h2 id="candidate-deletion-kept">{t('candidate.deletion.kept.heading')}</h2>
        <p>{t('candidate.deletion.kept.text')}</p>
      </section>

      {/* The way out for someone locked out of their account: set apart so it is found at a glance. */}
      <CardSection headingId="candidate-deletion-contact" heading={t('candidate.deletion.contact.heading')}>
        <p>
          <WithLink id="candidate.deletion.contact.text" to="/eulangjobs/contact" />
        </p>
        <p>
          <WithLink
            id="candidate.deletion.contact.rights"
            to="/eulangjobs/legal-conditions-and-privacy-policy-for-candidates"
          />
        </p>
      </CardSection>
    </article>
  );
}
