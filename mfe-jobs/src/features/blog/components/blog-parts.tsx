import type { ReactNode } from 'react';
import { type BlogCategory, type BlogImage, type BlogPostSummary, languageAutonym } from 'shared-kit/blog';
import { currentLocale, formatDate, type KitMessageId, useTranslate } from 'shared-kit/i18n';
import { Link } from 'shared-kit/router';
import { blogCategoryPath, blogPostPath } from 'shared-kit/routes';
import { AreaError, Card, ServerMarkup, Skeleton } from 'shared-kit/ui';
import type { JobsPageMessageId } from '../../../locales/pages';

// The blog's pieces, in the markup the api's page server writes for the same pages (docs/blog.md#the-blog-client),
// so nothing moves when React replaces the server's markup.

export type BlogMessageId = JobsPageMessageId | KitMessageId;

/** The server's markup of this page while the blog's data loads (the first page of a visit), else a skeleton. */
export function BlogLoading() {
  const t = useTranslate<BlogMessageId>();
  return <ServerMarkup select=".jobs-area" fallback={<Skeleton height={640} label={t('kit.spinner.loading')} />} />;
}

export function BlogPicture({ image, className, lazy }: { image: BlogImage; className: string; lazy?: boolean }) {
  return (
    <img
      className={className}
      src={image.url}
      alt={image.alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading={lazy ? 'lazy' : undefined}
    />
  );
}

export function BlogDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDate(iso)}</time>;
}

export function BlogCard({ post }: { post: BlogPostSummary }) {
  return (
    <li className="blog-card">
      <Card as="article" interactive>
        {post.image && <BlogPicture image={post.image} className="blog-card-image" lazy />}
        {/* Titles and excerpts as the editor wrote them, in the post's language. */}
        <h2 className="sk-card-title" lang={post.language ?? undefined}>
          <Link className="blog-card-title" to={blogPostPath(post.slug)}>
            {post.title}
          </Link>
        </h2>
        <p className="blog-card-meta">
          <BlogDate iso={post.date} />
          {post.language && (
            <span className="blog-card-language" lang={post.language}>
              {languageAutonym(post.language)}
            </span>
          )}
        </p>
        {post.excerpt && (
          <p className="blog-card-excerpt" lang={post.language ?? undefined}>
            {post.excerpt}
          </p>
        )}
      </Card>
    </li>
  );
}

export function BlogCategories({ categories, current }: { categories: BlogCategory[]; current: string | null }) {
  const t = useTranslate<BlogMessageId>();
  if (categories.length === 0) return null;
  return (
    <nav className="blog-categories" aria-label={t('jobs.blog.categories')}>
      <ul>
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={blogCategoryPath(category.slug)} aria-current={category.slug === current ? 'page' : undefined}>
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export type BlogPagerProps = {
  page: number;
  totalPages: number;
  /** The address of a page of this list. */
  hrefFor: (page: number) => string;
  /** `/blog`: only the way to the older posts. */
  home?: boolean;
};

/** `/blog`: a link to the older posts; other lists: previous and next page as real links (rel), and where the reader is. */
export function BlogPager({ page, totalPages, hrefFor, home }: BlogPagerProps) {
  const t = useTranslate<BlogMessageId>();
  if (totalPages <= 1) return null;
  return (
    <nav className="sk-split blog-pager" aria-label={t('jobs.blog.pages')}>
      {!home && page > 1 && (
        <Link rel="prev" to={hrefFor(page - 1)}>
          {t('jobs.blog.previousPage')}
        </Link>
      )}
      {!home && <span className="blog-pager-status">{t('jobs.blog.pageOf', { page, pages: totalPages })}</span>}
      {page < totalPages && (
        <Link rel="next" to={hrefFor(page + 1)}>
          {t(home ? 'jobs.blog.olderPosts' : 'jobs.blog.nextPage')}
        </Link>
      )}
    </nav>
  );
}

/**
 * The blog did not answer: said where the page's content would be, with a retry; the rest of the site works. The
 * server's first HTML has the retry as a link to the same address (`retryHref`: docs/blog.md#when-the-blog-is-down).
 */
export function BlogUnavailable({ onRetry, retryHref }: { onRetry?: () => void; retryHref?: string }) {
  const t = useTranslate<BlogMessageId>();
  return (
    <BlogFrame heading={t('jobs.blog.title')}>
      <AreaError
        className="blog-unavailable"
        title={t('jobs.blog.unavailable')}
        message={t('jobs.blog.unavailableHint')}
        onRetry={onRetry}
        retryHref={retryHref}
      />
    </BlogFrame>
  );
}

/** A list page's frame: its header (h1 and introduction) above the content. */
export function BlogFrame({ heading, intro, children }: { heading: string; intro?: string; children: ReactNode }) {
  return (
    <div className="blog">
      <header className="blog-header">
        <h1>{heading}</h1>
        {intro && <p>{intro}</p>}
      </header>
      {children}
    </div>
  );
}

/** The interface language, for parts of a post's page that are not in the post's language. */
export function interfaceLang(postLanguage: string | null): string | undefined {
  const locale = currentLocale();
  return postLanguage && postLanguage !== locale ? locale : undefined;
}
