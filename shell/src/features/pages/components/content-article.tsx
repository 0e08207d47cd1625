// An information page or About us: its Markdown text in the interface language (docs/content.md#in-the-page-components).
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { currentLocale, useTranslate } from 'shared-kit/i18n';
import { useLocation, useNavigate } from 'shared-kit/router';
import { hashTarget } from 'shared-kit/routes';
import { ServerMarkup, Skeleton } from 'shared-kit/ui';
import { type ContentPage, loadPageContent, type PageContent } from '../../../content';
import './pages.css';

/** A click the page handles itself: a plain left click on a link to one of our paths, not meant for a new tab. */
function internalPath(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element).closest?.('a[href^="/"]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download'))
    return null;
  // `//host/...` also starts with a slash: only the page's own origin is ours.
  if (link.origin !== window.location.origin) return null;
  return link.pathname + link.search + link.hash;
}

type Loaded = { page: ContentPage; locale: string; content: PageContent };

/**
 * `served`: the page's text already at hand, for the shell's server module (shell/src/server-render.tsx), which
 * writes the page's first HTML; the browser loads it (its chunk of this page in this language).
 */
export function ContentArticle({
  page,
  className,
  served,
}: {
  page: ContentPage;
  className: string;
  served?: PageContent;
}) {
  // Re-renders on a language switch, and the text is loaded again in the new language.
  useTranslate();
  const locale = currentLocale();
  const [loaded, setLoaded] = useState<Loaded | null>(served ? { page, locale, content: served } : null);
  const [failed, setFailed] = useState<unknown>(null);
  const navigate = useNavigate();
  const { hash } = useLocation();
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    loadPageContent(page, locale).then(
      (content) => live && setLoaded({ page, locale, content }),
      (error: unknown) => live && setFailed(error ?? new Error('page content not loaded')),
    );
    return () => {
      live = false;
    };
  }, [page, locale]);

  const content = loaded?.page === page ? loaded.content : null;
  const html = content?.html;

  // A hash naming a FAQ entry (/eulangjobs/faq#delete-account) opens it once the text is in the page; the scroll
  // manager scrolls to it.
  useEffect(() => {
    if (!html || !hash) return;
    const target = body.current?.querySelector(`[id="${CSS.escape(hashTarget(hash))}"]`);
    if (target instanceof HTMLDetailsElement) target.open = true;
  }, [html, hash]);

  // A chunk that cannot be fetched: the page's error boundary offers a reload (app/router.tsx).
  if (failed && !content) throw failed;
  if (!content) return <ServerMarkup fallback={<Skeleton height={400} />} />;

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const path = internalPath(event);
    if (path === null) return;
    event.preventDefault();
    navigate(path);
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: only catches clicks on the links inside, which keep their keyboard use
    <article className={`page-main ${className}`} aria-labelledby="content-title" onClick={onClick}>
      <h1 id="content-title">{content.title}</h1>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: built from Markdown by our loader, which escapes all text and writes every tag itself (docs/content.md#writing-a-page) */}
      <div ref={body} className="page-content" dangerouslySetInnerHTML={{ __html: content.html }} />
    </article>
  );
}
