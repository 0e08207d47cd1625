// The page table for the shell's navigations (docs/pages.md): each route's title, description and robots. A shared
// module of its own, apart from `shared-kit/routes`, which every page loads at its first render: the first page's
// head is the server's, so the table is only needed from the first navigation or language switch on
// (shell/src/features/layout/components/route-head.tsx, docs/delivery.md#what-the-first-render-of-jobs-loads).
export { isDataDrivenPage, pageMeta } from '../../contracts/pages';
