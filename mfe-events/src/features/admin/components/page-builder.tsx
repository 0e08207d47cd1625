import { Puck } from '@puckeditor/core';
// Puck's own stylesheet without its web font from a third-party host (the content security policy loads styles
// from this site only). Extracted into the builder chunk's CSS file, loaded with a <link>: Puck sees it and injects
// no <style> of its own (docs/events.md#the-admin-area).
import '@puckeditor/core/no-external.css';
import { useMemo, useRef, useState } from 'react';
import { LOCALE_NAMES, LOCALES, type Locale } from 'shared-kit/constants';
import type { AdminPage, PageBlockType } from 'shared-kit/contracts';
import { formatDate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { Link, useParams } from 'shared-kit/router';
import { AreaError, Button, Dialog, Skeleton } from 'shared-kit/ui';
import { BackLink } from '../../../components/back-link';
import { PageDataContext, type PageData } from '../../../components/page-blocks/page-data';
import { PageView } from '../../../components/page-blocks/page-view';
import { sampleEvent } from '../../../components/page-blocks/sample-data';
import type { EventsMessageId } from '../../../locales';
import { useAdminEvent } from '../api/get-admin-event';
import { useAdminPage } from '../api/get-admin-page';
import { usePagePreview } from '../api/get-page-preview';
import { publishAdminPage } from '../api/publish-admin-page';
import { rollbackAdminPage } from '../api/rollback-admin-page';
import { saveAdminPage } from '../api/save-admin-page';
import { type BuilderData, blockOfError, dataToDocument, documentToData } from '../lib/builder-data';
import { serverErrors } from '../../../lib/server-errors';
import type { BuilderMessageId } from '../../../locales/pages';
import { blockDefaults, makePuckConfig } from './puck-config';
import { keyboardOverrides, panelPlugins, puckDictionary } from './puck-keyboard';

/** The event id of an event page's key (`event-landing:1001`, or a translation's, `event-landing:1001:pl`), else null. */
const eventIdOf = (key: string) => {
  const match = /^event-(?:landing|page):(\d+)(?::[a-z]{2})?$/.exec(key);
  return match ? Number(match[1]) : null;
};

/** The page's key in English (without a translation's `:{locale}`), and its key in `locale`. */
const baseKeyOf = (key: string) => key.replace(/:(?:de|fr|es|it|pl)$/, '');
const keyIn = (base: string, locale: Locale) => (locale === 'en' ? base : `${base}:${locale}`);

/**
 * The page in each interface language (docs/pages.md#pages-in-every-interface-language): a link to each version,
 * the one being edited marked as current, each said published or not.
 */
function PageLanguages({ page }: { page: AdminPage }) {
  const t = useTranslate<EventsMessageId>();
  const base = baseKeyOf(page.key);
  return (
    <nav className="admin-builder-languages" aria-label={t('events.admin.builder.languages')}>
      <ul>
        {LOCALES.map((locale) => {
          const name = t(
            page.published_languages.includes(locale)
              ? 'events.admin.builder.languagePublished'
              : 'events.admin.builder.languageNotPublished',
            { language: LOCALE_NAMES[locale] },
          );
          return (
            <li key={locale}>
              <Link
                to={`/admin/pages/${keyIn(base, locale)}`}
                aria-current={locale === page.locale ? 'page' : undefined}
              >
                {name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** `/admin/pages/{key}`: the page builder of one page (a chunk of its own: Puck loads only here). */
export default function PageBuilderPage() {
  const t = useTranslate<EventsMessageId>();
  const key = useParams().key ?? '';
  const page = useAdminPage(key);
  const event = useAdminEvent(eventIdOf(key));
  const preview = usePagePreview(key);
  if (page.status === 'loading' || event.status === 'loading' || preview.status === 'loading')
    return <Skeleton height={480} label={t('events.admin.loading')} />;
  if (page.status === 'error') return <AreaError title={t('events.admin.builder.loadError')} onRetry={page.retry} />;
  const pageData: PageData = {
    event: event.status === 'success' && event.data ? event.data : sampleEvent(),
    // The jobs of the saved draft's job blocks (a block added since shows its empty state until saved).
    jobs: preview.status === 'success' && preview.data ? preview.data.jobs : {},
    images: page.data.images,
  };
  // A new page (another language of the same page) is a new builder: Puck starts again from its draft.
  return <PageBuilder key={page.data.key} initial={page.data} pageData={pageData} />;
}

type Problem = { field: string; message: string };

function PageBuilder({ initial, pageData }: { initial: AdminPage; pageData: PageData }) {
  const t = useTranslate<EventsMessageId | BuilderMessageId>();
  const [page, setPage] = useState(initial);
  // Puck keeps its own state; a new `generation` (after a rollback) starts it again from the page's draft.
  const [generation, setGeneration] = useState(0);
  const data = useRef<BuilderData>(documentToData(initial.draft));
  const [images, setImages] = useState<Record<string, string>>(initial.images);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState<'save' | 'publish' | 'rollback' | null>(null);
  const [preview, setPreview] = useState(false);
  const [dirty, setDirty] = useState(false);
  const problemsHeading = useRef<HTMLHeadingElement>(null);

  const config = useMemo(
    () => makePuckConfig(t, { images, onUploaded: (id, url) => setImages((known) => ({ ...known, [id]: url })) }),
    [t, images],
  );
  const defaults = useMemo(() => blockDefaults(t), [t]);
  // Puck's words, panels and overrides in the admin's language, made once per language (docs/events.md#the-page-builder-by-keyboard).
  const puckUi = useMemo(
    () => ({
      dictionary: puckDictionary(t),
      plugins: panelPlugins(t),
      overrides: { ...keyboardOverrides(t), headerActions: () => <></> },
    }),
    [t],
  );
  const currentDocument = () => dataToDocument(data.current, defaults);

  /** Names a problem's block by its place and type: "Block 2 (FAQ): ...". */
  const describe = (field: string) => {
    const found = blockOfError(field);
    if (!found) return null;
    const type = data.current.content[found.index]?.type as PageBlockType | undefined;
    return t('events.admin.builder.problemBlock', {
      n: found.index + 1,
      block: type ? t(`events.admin.builder.block.${type}` as EventsMessageId) : '?',
    });
  };

  const fail = (error: unknown) => {
    const { message: server, errors } = serverErrors(error);
    const list = Object.entries(errors).map(([field, text]) => ({ field, message: text }));
    setProblems(list);
    setMessage(list.length ? '' : server || t('events.admin.builder.failed'));
    requestAnimationFrame(() => problemsHeading.current?.focus());
  };

  const run = async (kind: 'save' | 'publish' | 'rollback', action: () => Promise<AdminPage>, done: string) => {
    setBusy(kind);
    setProblems([]);
    setMessage('');
    try {
      const next = await action();
      setPage(next);
      setImages((known) => ({ ...known, ...next.images }));
      notify.success(done);
      return next;
    } catch (error) {
      fail(error);
      return null;
    } finally {
      setBusy(null);
    }
  };

  const save = () =>
    run('save', () => saveAdminPage(page.key, currentDocument()), t('events.admin.builder.saved')).then((next) => {
      if (next) setDirty(false);
      return next;
    });
  const publish = async () => {
    // What is on the canvas is what gets published: unsaved changes are saved first.
    if (dirty && !(await save())) return;
    await run('publish', () => publishAdminPage(page.key), t('events.admin.builder.published'));
  };
  const rollback = async (versionId: number) => {
    const next = await run(
      'rollback',
      () => rollbackAdminPage(page.key, versionId),
      t('events.admin.builder.rolledBack'),
    );
    if (next) {
      data.current = documentToData(next.draft);
      setDirty(false);
      setGeneration((n) => n + 1);
    }
  };

  const status = page.published_at
    ? page.has_unpublished_changes || dirty
      ? t('events.admin.builder.statusChanged')
      : t('events.admin.builder.statusPublished')
    : t('events.admin.builder.statusDraft');

  return (
    <div className="admin-builder">
      <header className="sk-split admin-builder-head">
        <div>
          <BackLink to="/admin">{t('events.admin.backToDashboard')}</BackLink>
          <h1>{t('events.admin.builder.heading', { label: page.label })}</h1>
          <PageLanguages page={page} />
          <p className="admin-builder-status">
            {status}
            {' · '}
            <a href={page.path} target="_blank" rel="noopener noreferrer">
              {t('events.admin.builder.openPublic', { path: page.path })}
            </a>
          </p>
        </div>
        <div className="admin-builder-actions">
          <Button variant="secondary" onClick={() => setPreview(true)}>
            {t('events.admin.builder.preview')}
          </Button>
          <Button variant="secondary" onClick={() => void save()} loading={busy === 'save'} disabled={busy !== null}>
            {t('events.admin.builder.save')}
          </Button>
          <Button onClick={() => void publish()} loading={busy === 'publish'} disabled={busy !== null}>
            {t('events.admin.builder.publish')}
          </Button>
        </div>
      </header>

      <section
        className="admin-builder-problems"
        aria-labelledby="admin-builder-problems"
        hidden={!problems.length && !message}
      >
        <h2 id="admin-builder-problems" ref={problemsHeading} tabIndex={-1}>
          {t('events.admin.builder.problems')}
        </h2>
        <ul role="alert">
          {message && <li>{message}</li>}
          {problems.map((problem) => (
            <li key={problem.field}>
              {describe(problem.field) ? <strong>{describe(problem.field)}: </strong> : null}
              {problem.message}
            </li>
          ))}
        </ul>
      </section>

      <PageDataContext.Provider value={{ ...pageData, images }}>
        <div className="admin-builder-canvas">
          <Puck
            key={generation}
            config={config}
            data={data.current}
            onChange={(next) => {
              data.current = next as BuilderData;
              setDirty(true);
            }}
            iframe={{ enabled: false }}
            // The box around it sets the height: Puck's default (the whole window) would push its phone layout's
            // bottom bar (Blocks, Outline, Fields) out of the box, where nobody can reach it.
            height="100%"
            headerTitle={page.label}
            dictionary={puckUi.dictionary}
            plugins={puckUi.plugins}
            overrides={puckUi.overrides}
          />
        </div>
      </PageDataContext.Provider>

      <section className="admin-builder-history" aria-labelledby="admin-builder-history">
        <h2 id="admin-builder-history">{t('events.admin.builder.history')}</h2>
        {page.versions.length === 0 ? (
          <p>{t('events.admin.builder.noHistory')}</p>
        ) : (
          <ol className="admin-history">
            {page.versions.map((version, index) => (
              <li key={version.id} className="admin-history-item">
                <span>
                  {t('events.admin.builder.version', {
                    date: formatDate(version.published_at),
                    time: new Date(version.published_at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }),
                    by: version.published_by ?? '—',
                  })}
                  {index === 0 ? ` · ${t('events.admin.builder.current')}` : ''}
                </span>
                {index > 0 && (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={busy !== null}
                    onClick={() => void rollback(version.id)}
                    aria-label={t('events.admin.builder.rollbackTo', {
                      date: formatDate(version.published_at),
                      n: page.versions.length - index,
                    })}
                  >
                    {t('events.admin.builder.rollback')}
                  </Button>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>

      <Dialog
        open={preview}
        onClose={() => setPreview(false)}
        title={t('events.admin.builder.previewTitle')}
        description={t('events.admin.builder.previewHint')}
        className="admin-preview"
      >
        {preview && <PageView blocks={currentDocument().blocks} data={{ ...pageData, images }} />}
      </Dialog>
    </div>
  );
}
