import { type FormEvent, useState } from 'react';
import { BLOG_POST_LIMITS } from 'shared-kit/account-rules';
import type { BlogPostStatus } from 'shared-kit/contracts';
import { formatRelativeTime, useTranslate } from 'shared-kit/i18n';
import { Link, useNavigate, useSearchParams } from 'shared-kit/router';
import { AreaError, Button, EmptyState, LinkButton, Pagination, PageSkeleton, Select, TextField } from 'shared-kit/ui';
import type { EventsMessageId } from '../../../locales';
import { useAdminBlogCategories } from '../api/get-admin-blog-categories';
import { useAdminBlogPosts } from '../api/get-admin-blog-posts';
import { languageName } from '../lib/labels';
import { PostStatusBadge } from './post-status-badge';

const STATUSES: readonly BlogPostStatus[] = ['draft', 'future', 'publish'];
const isStatus = (value: string | null): value is BlogPostStatus =>
  value !== null && (STATUSES as readonly string[]).includes(value);

/** The list's address with its filters: the URL keeps them, so a reload or the back button shows the same list. */
function listHref(status: string, search: string, page: number): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (search) params.set('search', search);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/admin/blog?${query}` : '/admin/blog';
}

/** `/admin/blog`: every post (drafts and scheduled ones too), filtered by status and searched by title. */
export function BlogPostList() {
  const t = useTranslate<EventsMessageId>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const search = (params.get('search') ?? '').slice(0, 100);
  const page = Math.min(Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1), 1000);
  const posts = useAdminBlogPosts({ page, status, search });
  const categories = useAdminBlogCategories();
  const [typed, setTyped] = useState(search);

  const names = new Map(
    categories.status === 'success' ? categories.data.categories.map((c) => [c.id, c.name] as const) : [],
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(listHref(status ?? '', typed.trim(), 1));
  };

  return (
    <div className="admin-blog">
      <div className="sk-split admin-section-head">
        <h1>{t('events.adminBlog.list.heading')}</h1>
        <div className="sk-actions admin-blog-actions">
          <LinkButton to="/admin/blog/categories" variant="secondary">
            {t('events.adminBlog.list.categories')}
          </LinkButton>
          <LinkButton to="/admin/blog/new">{t('events.adminBlog.list.newPost')}</LinkButton>
        </div>
      </div>
      <search>
        <form className="admin-blog-filters" onSubmit={submit}>
          <Select
            label={t('events.adminBlog.list.status')}
            value={status ?? ''}
            placeholder={t('events.adminBlog.list.allStatuses')}
            options={[
              { value: 'draft', label: t('events.adminBlog.list.drafts') },
              { value: 'future', label: t('events.adminBlog.list.scheduled') },
              { value: 'publish', label: t('events.adminBlog.list.published') },
            ]}
            onChange={(event) => navigate(listHref(event.target.value, search, 1))}
          />
          <TextField
            label={t('events.adminBlog.list.search')}
            type="search"
            value={typed}
            maxLength={BLOG_POST_LIMITS.search}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {t('events.adminBlog.list.searchButton')}
          </Button>
        </form>
      </search>
      {posts.status === 'loading' && <PageSkeleton shape="rows" label={t('events.admin.loading')} />}
      {posts.status === 'error' && <AreaError title={t('events.adminBlog.list.error')} onRetry={posts.retry} />}
      {posts.status === 'success' &&
        (posts.data.posts.length === 0 ? (
          <EmptyState
            title={status || search ? t('events.adminBlog.list.noMatch') : t('events.adminBlog.list.empty')}
            actions={
              status || search ? (
                <LinkButton to="/admin/blog" variant="secondary">
                  {t('events.adminBlog.list.clear')}
                </LinkButton>
              ) : undefined
            }
          />
        ) : (
          <>
            <p className="admin-blog-count" aria-live="polite">
              {t('events.adminBlog.list.count', { count: posts.data.total })}
            </p>
            <table className="sk-table admin-table">
              <thead>
                <tr>
                  <th scope="col">{t('events.adminBlog.list.col.title')}</th>
                  <th scope="col">{t('events.adminBlog.list.col.language')}</th>
                  <th scope="col">{t('events.adminBlog.list.col.categories')}</th>
                  <th scope="col">{t('events.adminBlog.list.col.status')}</th>
                  <th scope="col">{t('events.adminBlog.list.col.updated')}</th>
                </tr>
              </thead>
              <tbody>
                {posts.data.posts.map((post) => (
                  <tr key={post.id}>
                    <th scope="row">
                      {/* The title as the editor wrote it, in its own language. */}
                      <Link to={`/admin/blog/${post.id}`} lang={post.language}>
                        {post.title}
                      </Link>
                      <span className="admin-table-path">{post.path}</span>
                    </th>
                    <td>{languageName(post.language)}</td>
                    <td>
                      {post.category_ids
                        .map((id) => names.get(id))
                        .filter(Boolean)
                        .join(', ')}
                    </td>
                    <td>
                      <PostStatusBadge status={post.status} publishedAt={post.published_at} />
                    </td>
                    <td>
                      <time dateTime={post.updated_at}>{formatRelativeTime(post.updated_at)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pagination
              page={posts.data.page}
              pageCount={Math.ceil(posts.data.total / Math.max(1, posts.data.page_size))}
              hrefFor={(target) => listHref(status ?? '', search, target)}
              onNavigate={(target) => navigate(listHref(status ?? '', search, target))}
            />
          </>
        ))}
    </div>
  );
}
