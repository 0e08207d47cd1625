// A candidate's languages, skills, experience and education (docs/product-rules.md#candidate-records). Every query
// names the signed-in candidate's own id, so a record of someone else is simply not found (404), and every change
// runs in a transaction that first locks the candidate's row: two requests at once cannot both pass a limit (three
// mother tongues, the most skills or entries) or both highlight an entry.
// Each kind in its file; this is what other modules import.
export * from './entries';
export * from './languages';
export { lockCandidate } from './lookup';
export * from './skills';
