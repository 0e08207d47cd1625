// The paging fields every paged list answers with (docs/contracts.md#http).
import { pageEnvelope } from '../pagination';

describe('pageEnvelope', () => {
  it('counts the last page from the total and the page size', () => {
    expect(pageEnvelope(41, 2, 20)).toEqual({ total: 41, lastPage: 3, currentPage: 2 });
    expect(pageEnvelope(40, 1, 20)).toEqual({ total: 40, lastPage: 2, currentPage: 1 });
  });

  it('answers one page for an empty list', () => {
    expect(pageEnvelope(0, 1, 10)).toEqual({ total: 0, lastPage: 1, currentPage: 1 });
  });
});
