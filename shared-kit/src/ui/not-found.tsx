import { useEffect } from 'react';
import { Link } from 'shared-kit/router';
import { notFoundPage } from 'shared-kit/routes';
import { useTranslate } from 'shared-kit/i18n';
import type { KitMessageId } from '../locales';
import { applyHead } from './page-head';
import { PageTitle } from './page-title';

export type NotFoundProps = { title?: string; className?: string };

/** The not-found page (the shell's and every remote's for unknown paths of its area); it sits inside the layout's <main>. */
export function NotFound({ title, className }: NotFoundProps) {
  const t = useTranslate<KitMessageId>();
  // Also inside a known route (a job that does not exist): the head says not found and noindex.
  // `t` changes with the language: the head is said again in the new one.
  useEffect(() => applyHead(notFoundPage((id) => t(id as KitMessageId))), [t]);
  return (
    <section className={['sk-not-found', className].filter(Boolean).join(' ')}>
      <PageTitle title={title ?? t('kit.notFound.title')} />
      <p>{t('kit.notFound.message')}</p>
      <nav aria-label={t('kit.notFound.nav')}>
        <ul>
          <li>
            <Link to="/jobs">{t('kit.notFound.browseJobs')}</Link>
          </li>
          <li>
            <Link to="/">{t('kit.notFound.home')}</Link>
          </li>
        </ul>
      </nav>
    </section>
  );
}
