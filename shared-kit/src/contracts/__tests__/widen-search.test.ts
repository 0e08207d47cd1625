import { parseJobListPath } from '../job-list-path';
import { widenSearch } from '../widen-search';

const ways = (path: string, query = '') =>
  widenSearch(parseJobListPath(path) ?? (null as never), query).map((way) => [way.kind, way.href]);

describe('widenSearch', () => {
  it('takes each filter away in turn, keeping the rest, then offers the languages alone, remote jobs and all jobs', () => {
    expect(ways('/jobs-in-Malta-for-Icelandic+Maltese-speakers', '?keywords=x')).toEqual([
      ['language', '/jobs-in-Malta-for-Maltese-speakers?keywords=x'],
      ['language', '/jobs-in-Malta-for-Icelandic-speakers?keywords=x'],
      ['location', '/jobs-for-Icelandic+Maltese-speakers?keywords=x'],
      ['query', '/jobs-in-Malta-for-Icelandic+Maltese-speakers'],
      ['languages', '/jobs-for-Icelandic+Maltese-speakers'],
      ['remoteJobs', '/remote-jobs-for-Icelandic+Maltese-speakers'],
      ['all', '/jobs'],
    ]);
  });

  it('offers no way that leads back to the same search, and no remote jobs for a remote search', () => {
    // Without the remote type it is the languages alone: said once; a remote search cannot widen to remote jobs.
    expect(ways('/remote-jobs-for-German-speakers')).toEqual([
      ['language', '/remote-jobs'],
      ['remote', '/jobs-for-German-speakers'],
      ['all', '/jobs'],
    ]);
    // Without its one language it is all jobs: said once.
    expect(ways('/jobs-for-German-speakers')).toEqual([
      ['remoteJobs', '/remote-jobs-for-German-speakers'],
      ['all', '/jobs'],
    ]);
  });

  it('leaves a minisite as it is: its one way out is all jobs', () => {
    expect(ways('/jobs-at-acme', '?keywords=x')).toEqual([['all', '/jobs']]);
  });
});
