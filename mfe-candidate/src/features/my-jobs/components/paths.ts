export type MyJobsTab = 'favorites' | 'applications';

/** The address of a tab of My jobs (docs/candidate-area.md#my-jobs). */
export const myJobsPath = (tab: MyJobsTab) => `/account/my-jobs/${tab}`;
