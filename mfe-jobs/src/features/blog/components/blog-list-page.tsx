import { useEffect } from 'react';
import { type Translate, useTranslate } from 'shared-kit/i18n';
import { useLocation } from 'shared-kit/router';
import { blogCategoryPath, blogPostsPath, INDEX } from 'shared-kit/routes';
import { applyHead, EmptyState, LinkButton, NotFound, useReleaseServerMarkup } from 'shared-kit/ui';
import { type BlogList, useBlogList } from '../api/get-blog-list';
import {
  BlogCard,
  BlogCategories,
  BlogFrame,
  BlogLoading,
  type BlogMessageId,
  BlogPager,
  BlogUnavailable,
} from './blog-parts';

export type BlogListPageProps = {
  /** From 1. */
  page: number;
  /** A category's slug, or null for all posts. */
  category: string | null;
  /** `/blog`: the latest posts, with a link to the older ones instead of the pager. */
  home?: boolean;
};

/** `/blog`, `/blog/posts/{page}` and `/blog/category/{category}/{page}`. */
export function BlogListPage({ page, category, home = false }: BlogListPageProps) {
  const t = useTranslate<BlogMessageId>();
  const request = useBlogList(page, category);
  const { pathname } = useLocation();
  const loading = request.status === 'loading';
  const list = request.status === 'success' ? request.data : undefined;

  useReleaseServerMarkup(!loading);

  const { name, intro } = listHeading(list, home, t);
  const title = page > 1 ? t('jobs.blog.pageTitle', { title: name, page }) : name;
  useEffect(() => {
    if (!list) return;
    applyHead({
      title,
      description: intro || t('jobs.blog.description'),
      robots: INDEX,
      canonical: `${window.location.origin}${pathname}`,
    });
  }, [list, title, intro, pathname, t]);

  if (loading) return <BlogLoading />;
  if (request.status === 'error') return <BlogUnavailable onRetry={request.retry} />;
  if (!list) return <NotFound />;
  return <BlogListView list={list} home={home} />;
}

/** A list's heading and introduction: its category's, else the blog's. */
function listHeading(list: BlogList | null | undefined, home: boolean, t: Translate<BlogMessageId>) {
  return {
    name: list?.category ? list.category.name : home ? t('jobs.blog.title') : t('jobs.blog.allPosts'),
    intro: list?.category ? list.category.description : t('jobs.blog.description'),
  };
}

/**
 * A loaded list: its frame, categories, posts (or the empty state), pager and feed link. Data in, markup out: the
 * area's server module renders it too (src/server-render.tsx, docs/architecture.md#one-rendering).
 */
export function BlogListView({ list, home = false }: { list: BlogList; home?: boolean }) {
  const t = useTranslate<BlogMessageId>();
  const { name, intro } = listHeading(list, home, t);
  const { posts, categories } = list;
  const hrefFor = (target: number) =>
    list.category ? blogCategoryPath(list.category.slug, target) : blogPostsPath(target);
  return (
    <BlogFrame heading={name} intro={intro}>
      <BlogCategories categories={categories} current={list.category?.slug ?? null} />
      {posts.items.length > 0 ? (
        <ul className="blog-list">
          {posts.items.map((post) => (
            <BlogCard key={post.id} post={post} />
          ))}
        </ul>
      ) : (
        <EmptyState
          title={t('jobs.blog.empty')}
          actions={<LinkButton to="/jobs">{t('kit.notFound.browseJobs')}</LinkButton>}
        >
          {t('jobs.blog.emptyHint')}
        </EmptyState>
      )}
      <BlogPager page={posts.page} totalPages={posts.totalPages} hrefFor={hrefFor} home={home} />
      {/* The feed is the api's XML, not a page of the app: a plain link leaves the app. */}
      <p>
        <a className="blog-rss" href="/blog/rss.xml">
          {t('jobs.blog.rss')}
        </a>
      </p>
    </BlogFrame>
  );
}
