import { useTranslate } from 'shared-kit/i18n';
import { widenSearch } from 'shared-kit/routes';
import { EmptyState, LinkButton } from 'shared-kit/ui';
import { useJobDisplay } from '../../../lib/job-display';
import type { JobsMessageId } from '../../../locales';
import { useFilterNames } from '../hooks/use-filter-names';
import type { Reference } from '../state/job-list-store';
import { buildSearchUrl, type SearchUrl } from '../state/search-url';

/**
 * What a search that found nothing shows (docs/design-system.md#emptystate): links that each widen it, by taking one
 * filter away, or to all jobs for its languages, remote jobs and the newest jobs. Real links, the same ones the api's
 * markup offers without JavaScript (shared-kit widenSearch). `reference`: the names' lists where there is no store (the
 * server's first HTML).
 */
export function WidenSearch({ url, reference }: { url: SearchUrl; reference?: Reference }) {
  const t = useTranslate<JobsMessageId>();
  const display = useJobDisplay();
  const names = useFilterNames(reference);
  const query = buildSearchUrl({ page: null }, url.query).slice('/jobs'.length);
  const languages = (slugs: string[]) => display.list(slugs.map(names.language));
  const label = (way: ReturnType<typeof widenSearch>[number]): string => {
    switch (way.kind) {
      case 'language':
        return t('jobs.empty.withoutLanguage', { language: names.language(way.name) });
      case 'location':
        return t('jobs.empty.anywhere', { location: names.location(way.name) });
      case 'remote':
        return t('jobs.empty.anyRemote', { remote: names.remote(way.name) });
      case 'skill':
        return t('jobs.empty.withoutSkill', { skill: names.skill(way.name) });
      case 'query':
        return t('jobs.empty.withoutQuery');
      case 'languages':
        return t('jobs.job.languageJobs', { languages: languages(way.names) });
      case 'remoteJobs':
        return way.names.length
          ? t('jobs.empty.remoteLanguageJobs', { languages: languages(way.names) })
          : t('jobs.empty.remoteJobs');
      case 'all':
        return t('jobs.empty.all');
    }
  };
  const ways = widenSearch(url.path, query);
  return (
    <EmptyState
      title={t('jobs.empty.title')}
      illustration="search"
      className="jobs-empty"
      actions={
        <ul className="sk-inline-list jobs-empty-ways">
          {ways.map((way) => (
            <li key={way.kind + ('name' in way ? way.name : '')}>
              <LinkButton to={way.href} variant={way.kind === 'all' ? 'primary' : 'secondary'} size="sm">
                {label(way)}
              </LinkButton>
            </li>
          ))}
        </ul>
      }
    >
      <p>{t('jobs.empty.text')}</p>
    </EmptyState>
  );
}
