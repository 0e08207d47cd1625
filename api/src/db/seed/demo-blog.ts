// The demo blog (docs/blog.md#the-demo-posts): six categories and twelve articles in six languages, each with a
// featured image drawn here as an SVG in its category's colours and stored as WebP like an uploaded one. Most are
// public, on dates spread over the last three months; one is scheduled a few days ahead and one is a draft, so the
// admin list shows every state. Articles about a market link to one of its job lists that has live demo jobs.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '../database';
import { renderMarkdown } from '../../services/blog/markdown';
import { type DemoBlogPost, readDemoBlog } from './demo-blog-posts';

const DAY_MS = 24 * 60 * 60 * 1000;
const IMAGE_WIDTH = 1200;
const IMAGE_HEIGHT = 630;

/** A number from 0 to 1 for a post and a purpose: the same drawing on every machine. */
function unit(seed: string, purpose: string): number {
  return createHash('sha256').update(`${seed}:${purpose}`).digest().readUInt32BE(0) / 0xffffffff;
}

/** The motif in the middle of the image, drawn in white with the accent colour, centred on (600, 315). */
function motif(kind: DemoBlogPost['motif'], accent: string): string {
  const line = (width = 14) =>
    `fill="none" stroke="#ffffff" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;
  switch (kind) {
    case 'map':
      return `<path d="M420 200 L530 160 L670 200 L780 160 L780 430 L670 470 L530 430 L420 470 Z" ${line()}/>
        <path d="M530 160 L530 430 M670 200 L670 470" ${line(8)} opacity="0.7"/>
        <path d="M600 380 C560 320 540 290 540 260 A60 60 0 1 1 660 260 C660 290 640 320 600 380 Z" fill="${accent}"
          stroke="#ffffff" stroke-width="10"/>
        <circle cx="600" cy="258" r="20" fill="#ffffff"/>`;
    case 'document':
      return `<path d="M480 140 L670 140 L730 200 L730 490 L480 490 Z" fill="#ffffff" opacity="0.95"/>
        <path d="M670 140 L670 200 L730 200" fill="${accent}"/>
        ${[230, 280, 330, 380, 430].map((y, index) => `<rect x="520" y="${y}" width="${index % 2 ? 130 : 170}" height="16" rx="8" fill="${accent}"/>`).join('')}`;
    case 'speech':
      return `<rect x="380" y="160" width="300" height="180" rx="40" fill="#ffffff"/>
        <path d="M450 330 L430 400 L520 335 Z" fill="#ffffff"/>
        <rect x="560" y="280" width="270" height="160" rx="40" fill="${accent}"/>
        <path d="M760 430 L790 490 L700 438 Z" fill="${accent}"/>
        ${[0, 1, 2].map((n) => `<circle cx="${470 + n * 60}" cy="250" r="16" fill="${accent}"/>`).join('')}`;
    case 'globe':
      return `<circle cx="600" cy="315" r="170" fill="${accent}" opacity="0.9"/>
        <circle cx="600" cy="315" r="170" ${line()}/>
        <ellipse cx="600" cy="315" rx="75" ry="170" ${line(10)}/>
        <path d="M430 315 L770 315 M455 230 L745 230 M455 400 L745 400" ${line(10)}/>`;
    case 'suitcase':
      return `<path d="M540 200 L540 160 Q540 140 560 140 L640 140 Q660 140 660 160 L660 200" ${line()}/>
        <rect x="420" y="200" width="360" height="260" rx="30" fill="#ffffff"/>
        <rect x="420" y="290" width="360" height="26" fill="${accent}"/>
        <rect x="470" y="200" width="22" height="260" fill="${accent}" opacity="0.8"/>
        <rect x="708" y="200" width="22" height="260" fill="${accent}" opacity="0.8"/>`;
    case 'laptop':
      return `<rect x="440" y="170" width="320" height="210" rx="18" fill="#ffffff"/>
        <rect x="465" y="195" width="270" height="160" rx="6" fill="${accent}"/>
        <path d="M380 400 L820 400 L790 450 L410 450 Z" fill="#ffffff"/>
        <circle cx="600" cy="275" r="38" fill="#ffffff" opacity="0.85"/>`;
  }
}

/** The featured image of a demo post as an SVG: the category's colour, soft circles, the post's motif. */
function demoImageSvg(post: DemoBlogPost, colours: [string, string]): string {
  const [base, accent] = colours;
  const circles = Array.from({ length: 6 }, (_, n) => {
    const cx = Math.round(unit(post.slug, `x${n}`) * IMAGE_WIDTH);
    const cy = Math.round(unit(post.slug, `y${n}`) * IMAGE_HEIGHT);
    const r = Math.round(40 + unit(post.slug, `r${n}`) * 160);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${n % 2 ? accent : '#ffffff'}" opacity="${n % 2 ? 0.35 : 0.08}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${base}"/><stop offset="1" stop-color="${base}" stop-opacity="0.8"/>
    </linearGradient></defs>
    <rect width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" fill="#1b1b1b"/>
    <rect width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" fill="url(#g)"/>
    ${circles}
    ${motif(post.motif, accent)}
  </svg>`;
}

const startOfUtcDay = (date: Date) => new Date(Math.floor(date.getTime() / DAY_MS) * DAY_MS);

/**
 * The demo blog, once per database (recorded in app_meta, so a database seeded before the blog existed gets it, and
 * what an editor later deletes does not come back). Categories and posts that already exist by slug are left alone.
 */
export async function seedDemoBlog(db: Db, now = new Date()): Promise<void> {
  const done = await db.selectFrom('app_meta').select('value').where('key', '=', 'demo_blog_seeded').executeTakeFirst();
  if (done) return;
  const { categories, posts } = readDemoBlog();
  // Drawn before the transaction: encoding takes a moment and needs no connection.
  const images = await Promise.all(
    posts.map(async (post) => {
      const category = categories.find((entry) => entry.slug === post.categories[0]);
      if (!category) throw new Error(`No demo blog category ${post.categories[0]}`);
      const { data, info } = await sharp(Buffer.from(demoImageSvg(post, category.colours)))
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      return { bytes: data, width: info.width, height: info.height };
    }),
  );
  // Published at 09:00 UTC on their day, so the dates the demo shows depend on the day alone.
  const morning = startOfUtcDay(now).getTime() + 9 * 60 * 60 * 1000;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('blog_categories')
      .values(categories.map(({ slug, name, description }) => ({ slug, name, description })))
      .onConflict((conflict) => conflict.column('slug').doNothing())
      .execute();
    const categoryIds = new Map(
      (await trx.selectFrom('blog_categories').select(['id', 'slug']).execute()).map((row) => [row.slug, row.id]),
    );
    for (const [index, post] of posts.entries()) {
      const image = images[index] as (typeof images)[number];
      const publishedAt = post.days === null ? null : new Date(morning - post.days * DAY_MS);
      // A public post was written, and its image uploaded, on its publication day (the image's address says the
      // month); the draft and the scheduled post a week ago, last changed yesterday.
      const isPublic = publishedAt !== null && publishedAt.getTime() <= now.getTime();
      const writtenAt = isPublic ? publishedAt : new Date(morning - 7 * DAY_MS);
      const changedAt = isPublic ? publishedAt : new Date(morning - DAY_MS);
      const media = await trx
        .insertInto('blog_media')
        .values({
          slug: post.slug.slice(0, 100).replace(/-+$/, ''),
          title: post.title.slice(0, 200),
          alt_text: post.image_alt,
          mime_type: 'image/webp',
          width: image.width,
          height: image.height,
          bytes: image.bytes,
          created_at: writtenAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const inserted = await trx
        .insertInto('blog_posts')
        .values({
          slug: post.slug,
          status: post.days === null ? 'draft' : post.days < 0 ? 'future' : 'publish',
          published_at: publishedAt,
          title: post.title,
          excerpt: post.excerpt,
          content_markdown: post.markdown,
          content_html: renderMarkdown(post.markdown),
          language: post.language,
          featured_media_id: media.id,
          job_list_path: post.job_list_path,
          author_name: post.author,
          created_at: writtenAt,
          updated_at: changedAt,
        })
        .onConflict((conflict) => conflict.column('slug').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) {
        // An editor's post of the same slug was there first: the image is not needed.
        await trx.deleteFrom('blog_media').where('id', '=', media.id).execute();
        continue;
      }
      await trx
        .insertInto('blog_post_categories')
        .values(
          post.categories.map((slug) => {
            const id = categoryIds.get(slug);
            if (id === undefined) throw new Error(`No demo blog category ${slug}`);
            return { post_id: inserted.id, category_id: id };
          }),
        )
        .execute();
    }
    await trx
      .insertInto('app_meta')
      .values({ key: 'demo_blog_seeded', value: now.toISOString() })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
  });
}
