// The page blocks are shared code of the area (src/components/page-blocks/): the landings, the event entry page and
// the admin area's builder all render them, and a feature may not import another feature (scripts/check-boundaries.mjs).
// Import them from there; this file keeps the path the foundation announced.
export { PageView } from '../../../components/page-blocks/page-view';
