import type { AdminBlogCategory, AdminBlogPost, AdminBlogPostSummary } from 'shared-kit/contracts';

export const categories: AdminBlogCategory[] = [
  { id: 1, slug: 'country-guides', name: 'Country guides', description: 'Working in one country.', post_count: 4 },
  { id: 2, slug: 'cv-and-applications', name: 'CV and applications', description: '', post_count: 0 },
];

export const summary = (over: Partial<AdminBlogPostSummary> = {}): AdminBlogPostSummary => ({
  id: 7,
  slug: 'working-in-the-netherlands',
  title: 'Working in the Netherlands',
  language: 'en',
  status: 'publish',
  published_at: '2026-10-02T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
  category_ids: [1],
  path: '/blog/working-in-the-netherlands',
  ...over,
});

export const post = (over: Partial<AdminBlogPost> = {}): AdminBlogPost => ({
  id: 42,
  slug: 'how-to-write-a-cv-for-germany',
  title: 'How to write a CV for Germany',
  excerpt: '',
  content_markdown: '',
  content_html: '',
  language: 'en',
  category_ids: [],
  featured_media: null,
  job_list_path: null,
  author_name: 'Ana García',
  status: 'draft',
  published_at: null,
  created_at: '2026-11-23T08:00:00.000Z',
  updated_at: '2026-11-23T08:00:00.000Z',
  path: '/blog/how-to-write-a-cv-for-germany',
  ...over,
});
