import { Fragment, type ReactElement, useEffect } from 'react';
import type { BlogPost } from 'shared-kit/blog';
import { useTranslate } from 'shared-kit/i18n';
import { Link } from 'shared-kit/router';
import { blogCategoryPath, blogPostPath, INDEX } from 'shared-kit/routes';
import { applyHead, NotFound, useReleaseServerMarkup } from 'shared-kit/ui';
import { useBlogPost } from '../api/get-blog-post';
import { BlogDate, BlogLoading, type BlogMessageId, BlogPicture, BlogUnavailable, interfaceLang } from './blog-parts';
import { PostJobs } from './post-jobs';

const DESCRIPTION_LENGTH = 160;

const shorten = (text: string) =>
  text.length <= DESCRIPTION_LENGTH ? text : `${text.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;

/** `/blog/{slug}`: one article. */
export function BlogPostPage({ slug }: { slug: string }) {
  const t = useTranslate<BlogMessageId>();
  const request = useBlogPost(slug);
  const loading = request.status === 'loading';
  const post = request.status === 'success' ? request.data : undefined;

  useReleaseServerMarkup(!loading);
  useEffect(() => {
    if (!post) return;
    applyHead({
      title: post.title,
      description: shorten(post.excerpt) || t('jobs.blog.description'),
      robots: INDEX,
      canonical: `${window.location.origin}${blogPostPath(post.slug)}`,
    });
  }, [post, t]);

  if (loading) return <BlogLoading />;
  if (request.status === 'error') return <BlogUnavailable onRetry={request.retry} />;
  if (!post) return <NotFound />;
  return <BlogPostView post={post} />;
}

/**
 * A loaded article. Data in, markup out: the area's server module renders it too (src/server-render.tsx,
 * docs/architecture.md#one-rendering); its job box loads its jobs after the first render, on either side.
 */
export function BlogPostView({ post }: { post: BlogPost }) {
  const t = useTranslate<BlogMessageId>();

  // What is ours on the page (dates, "By", the job box) is in the interface language, inside an article in the post's.
  const ours = interfaceLang(post.language);
  const meta = [
    <BlogDate key="date" iso={post.date} />,
    post.author && (
      <span key="author" className="blog-post-author">
        {t('jobs.blog.byAuthor', { author: post.author })}
      </span>
    ),
    post.categories.length > 0 && (
      <span key="categories" className="blog-post-categories">
        {post.categories.map((category, index) => (
          <Fragment key={category.id}>
            {index > 0 && ', '}
            <Link to={blogCategoryPath(category.slug)}>{category.name}</Link>
          </Fragment>
        ))}
      </span>
    ),
  ].filter((part) => part !== null && part !== false && part !== undefined && part !== '') as ReactElement[];
  return (
    <div className="blog">
      <article className="blog-post" lang={post.language ?? undefined}>
        <h1>{post.title}</h1>
        <p className="blog-post-meta" lang={ours}>
          {meta.map((part, index) => (
            <Fragment key={part.key}>
              {index > 0 && ' · '}
              {part}
            </Fragment>
          ))}
        </p>
        {post.image && <BlogPicture image={post.image} className="blog-post-image" />}
        <div
          className="blog-post-body"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the post's HTML as the api's /blog-api proxy sent it, sanitised there with the api's one allow-list (api/src/services/rich-text.ts, docs/blog.md#the-proxy): the api is the trust boundary for the blog's HTML.
          dangerouslySetInnerHTML={{ __html: post.html }}
        />
        {post.jobListPath && <PostJobs path={post.jobListPath} lang={ours} />}
      </article>
    </div>
  );
}
