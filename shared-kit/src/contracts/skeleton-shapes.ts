/**
 * The shapes of the page skeletons (docs/design-system.md#skeleton-and-spinner): what a signed-in page shows while it
 * loads, shaped like the page's content so nothing jumps when it arrives. Plain data, read by shared-kit/ui's
 * `PageSkeleton` and by the shell's server module in the first HTML (shell/src/server-render.tsx), so
 * both draw the same boxes; their sizes are classes of shared-kit/ui's skeleton.css (the pages' Content Security
 * Policy allows no inline style).
 */

/** A box (`sk-shape__<name>`, drawn as a skeleton) or a group of boxes (`sk-shape__<name>`, a plain container). */
export type SkeletonNode = string | { group: string; children: SkeletonNode[] };

export type SkeletonShapeName = 'cards' | 'job' | 'dashboard' | 'pipeline' | 'table' | 'rows' | 'page' | 'card-list';

const times = (n: number, node: SkeletonNode): SkeletonNode[] => Array.from({ length: n }, () => node);
const card: SkeletonNode = {
  group: 'card',
  children: ['logo', { group: 'lines', children: ['line-title', 'line', 'line-short'] }],
};
const block = (lines: number): SkeletonNode => ({ group: 'block', children: ['line-title', ...times(lines, 'line')] });

export const SKELETON_SHAPES: Record<SkeletonShapeName, SkeletonNode[]> = {
  // A job list: the heading, the filters, the cards.
  cards: ['title', 'chips', { group: 'list', children: times(4, card) }],
  // A job page: logo and title, then the text beside the apply card.
  job: [
    { group: 'head', children: ['logo', { group: 'lines', children: ['title', 'line-short'] }] },
    {
      group: 'columns',
      children: [
        { group: 'column', children: [block(6), block(4)] },
        { group: 'aside', children: [block(3)] },
      ],
    },
  ],
  // The candidate's dashboard: the greeting, the applications and recommendations beside the profile's completion.
  dashboard: [
    { group: 'head', children: ['avatar', { group: 'lines', children: ['title', 'line-short'] }] },
    {
      group: 'columns',
      children: [
        { group: 'column', children: [block(4), block(4)] },
        { group: 'aside', children: [block(8)] },
      ],
    },
  ],
  // A company's applicants: the heading, the stage tabs, the rows.
  pipeline: ['title', { group: 'tabs', children: times(5, 'tab') }, { group: 'rows', children: times(6, 'row') }],
  // An admin table: the heading, its filters, the rows.
  table: ['title', 'toolbar', { group: 'rows', children: ['row-head', ...times(8, 'row')] }],
  // The rows of a table or list inside a page that is already there (its heading and filters drawn).
  rows: ['row-head', ...times(8, 'row')],
  // The cards of a job list inside its page that is already there (its heading and filters drawn): the total, the cards.
  'card-list': ['line-short', { group: 'list', children: times(5, card) }],
  // Any other page: the heading and a panel.
  page: ['title', block(6)],
};

/** The skeleton a signed-in page's path shows while it loads. */
export function skeletonShapeFor(path: string): SkeletonShapeName {
  if (/^\/account\/dashboard(\/|$)/.test(path)) return 'dashboard';
  if (/^\/(account\/(matchings|my-jobs)|company\/cvsearch)(\/|$)/.test(path)) return 'cards';
  if (/^\/company\/(jobs\/[^/]+\/)?applicants(\/|$)/.test(path)) return 'pipeline';
  if (/^\/admin(\/|$)/.test(path)) return 'table';
  // The job page (its segment is not a page number), then every job list (by language, place, company).
  if (/^\/jobs\/(?!\d+$)[^/]+$/.test(path)) return 'job';
  if (/^\/(jobs|[^/]*jobs-(in|at)-)/.test(path)) return 'cards';
  return 'page';
}
