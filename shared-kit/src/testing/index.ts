export { summaryErrors } from './error-summary';
export { heldBack, servePage } from './served-page';
export { type FakeHandler, type FakeReply, type FakeRequest, mockHttp } from './mock-http';
export { expectLinks, headingTexts } from './page-queries';
export { makeJobReferenceLists } from './reference-lists';
export {
  createTestStore,
  makeUser,
  type RenderWithProvidersOptions,
  renderWithProviders,
  type TestSession,
} from './render';
