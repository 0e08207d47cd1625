import { CatalogueGate } from 'shared-kit/i18n';
import { Navigate, Route, Routes, useLocation, useParams } from 'shared-kit/router';
import { NotFound } from 'shared-kit/ui';
import { loadJobsPageMessages } from '../../../locales/pages';
import { BlogListPage } from './blog-list-page';
import { BlogLoading } from './blog-parts';
import { BlogPostPage } from './blog-post-page';

/** A page number of a paged route: 1, 2, ...; anything else (0, 01, x) is not a page. */
function parsePage(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;
}

/** The paged routes without their page go to page 1, query kept (the shell does it first: canonicalPath). */
function ToFirstPage() {
  const { pathname, search } = useLocation();
  return <Navigate to={{ pathname: `${pathname.replace(/\/+$/, '')}/1`, search }} replace />;
}

function PostsRoute() {
  const page = parsePage(useParams().page);
  return page ? <BlogListPage key={page} page={page} category={null} /> : <NotFound />;
}

function CategoryRoute() {
  const params = useParams();
  const page = parsePage(params.page);
  const category = params.category ?? '';
  return page ? <BlogListPage key={`${category}/${page}`} page={page} category={category} /> : <NotFound />;
}

function PostRoute() {
  const slug = useParams().slug ?? '';
  return <BlogPostPage key={slug} slug={slug} />;
}

/**
 * The blog's pages (docs/blog.md#pages-rss-and-the-sitemap), a chunk of mfe-jobs loaded on the first visit to /blog with its own words: the
 * first render of /jobs carries none of it. It reads the blog only through its own client (../api/blog-client.ts).
 */
export default function BlogRoutes() {
  return (
    <CatalogueGate load={loadJobsPageMessages} fallback={<BlogLoading />}>
      <Routes>
        <Route index element={<BlogListPage page={1} category={null} home />} />
        <Route path="posts" element={<ToFirstPage />} />
        <Route path="posts/:page" element={<PostsRoute />} />
        <Route path="category/:category" element={<ToFirstPage />} />
        <Route path="category/:category/:page" element={<CategoryRoute />} />
        <Route path=":slug" element={<PostRoute />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </CatalogueGate>
  );
}
