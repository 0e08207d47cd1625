// The demo blog's articles (docs/blog.md#the-demo-posts): real advice for people looking for work abroad, in
// Markdown as an editor would write it in the admin area. Seeded by demo-blog.ts. They are text, not code: each
// article's Markdown is demo-blog/<slug>.md, its categories and the rest of its fields demo-blog/posts.json (the
// build copies both to dist, as it does the migrations).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A category of the demo blog, with the two colours its featured images are drawn in. */
export type DemoBlogCategory = { slug: string; name: string; description: string; colours: [string, string] };

/** A demo article. `days`: how many days ago it was published (negative: scheduled that far ahead); null: a draft. */
export type DemoBlogPost = {
  slug: string;
  title: string;
  excerpt: string;
  language: 'en' | 'de' | 'fr' | 'es' | 'it' | 'pl';
  categories: string[];
  author: string;
  days: number | null;
  job_list_path: string | null;
  /** What the featured image shows, for people who cannot see it. */
  image_alt: string;
  /** The motif drawn on the featured image. */
  motif: 'map' | 'document' | 'speech' | 'globe' | 'suitcase' | 'laptop';
  markdown: string;
};

const DIR = path.join(__dirname, 'demo-blog');

/** The demo blog's categories and articles, read when the seed runs (the server does not need them). */
export function readDemoBlog(): { categories: DemoBlogCategory[]; posts: DemoBlogPost[] } {
  const data = JSON.parse(readFileSync(path.join(DIR, 'posts.json'), 'utf8')) as {
    categories: DemoBlogCategory[];
    posts: Omit<DemoBlogPost, 'markdown'>[];
  };
  const posts = data.posts.map((post) => ({
    ...post,
    markdown: readFileSync(path.join(DIR, `${post.slug}.md`), 'utf8'),
  }));
  return { categories: data.categories, posts };
}
