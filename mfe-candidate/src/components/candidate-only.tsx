import type { ReactNode } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import { loginPath } from 'shared-kit/routes';
import { useSession } from 'shared-kit/session';
import { LinkButton } from 'shared-kit/ui';
import type { CandidateMessageId } from '../locales';

export type CandidateOnlyProps = {
  /** What the page is, said to whoever is not a signed-in candidate ("Log in to see your CVs."). */
  text: CandidateMessageId;
} & ({ children: ReactNode; page?: undefined } | { page: () => ReactNode; children?: undefined });

/**
 * The candidate's pages are for signed-in candidates (docs/candidate-area.md): anyone else gets a heading, the page's
 * own sentence and, for a guest, the way to log in (a company or admin account has nothing to log in to here). The
 * page is `children`, or `page`, a component mounted only for a candidate (its hooks call nothing for anyone else).
 */
export function CandidateOnly({ text, children, page: Page }: CandidateOnlyProps) {
  const t = useTranslate<CandidateMessageId>();
  const { isLoggedIn, type } = useSession();
  if (isLoggedIn && type === 'candidate') return Page ? <Page /> : children;
  return (
    <section className="candidate-page" aria-labelledby="candidate-login-heading">
      <h1 id="candidate-login-heading">{t('candidate.login.heading')}</h1>
      <p>{t(text)}</p>
      {!isLoggedIn && <LinkButton to={loginPath()}>{t('candidate.login.action')}</LinkButton>}
    </section>
  );
}
