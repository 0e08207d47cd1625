// See page-view.tsx beside this file: the context lives in src/components/page-blocks/page-data.ts.
export { type PageData, PageDataContext, usePageData } from '../../../components/page-blocks/page-data';
