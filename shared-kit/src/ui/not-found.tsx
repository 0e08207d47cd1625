import { useEffect } from 'react';
import { notFoundPage } from 'shared-kit/routes';
import { useTranslate } from 'shared-kit/i18n';
import type { KitMessageId } from '../locales';
import { LinkButton } from './link-button';
import { applyHead } from './page-head';
import { PageTitle } from './page-title';

export type NotFoundProps = { title?: string };

/**
 * The not-found page (the shell's and every remote's for unknown paths of its area); it sits inside the layout's <main>.
 * Its two ways on are LinkButtons (docs/design-system.md#notfound); the api renders the same markup (docs/pages.md).
 */
export function NotFound({ title }: NotFoundProps) {
  const t = useTranslate<KitMessageId>();
  // Also inside a known route (a job that does not exist): the head says not found and noindex.
  // `t` changes with the language: the head is said again in the new one.
  useEffect(() => applyHead(notFoundPage((id) => t(id as KitMessageId))), [t]);
  return (
    <section className="sk-not-found">
      <PageTitle title={title ?? t('kit.notFound.title')} />
      <p>{t('kit.notFound.message')}</p>
      <nav aria-label={t('kit.notFound.nav')}>
        <ul className="sk-not-found__links">
          <li>
            <LinkButton to="/jobs">{t('kit.notFound.browseJobs')}</LinkButton>
          </li>
          <li>
            <LinkButton to="/" variant="secondary">
              {t('kit.notFound.home')}
            </LinkButton>
          </li>
        </ul>
      </nav>
    </section>
  );
}
