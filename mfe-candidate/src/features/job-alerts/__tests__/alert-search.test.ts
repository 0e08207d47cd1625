import { alertSearchPath } from '../components/alert-search';

/** The new-alert form's filters become the job list's own address (docs/candidate-area.md#job-alerts). */
describe('alertSearchPath', () => {
  const none = { keywords: '', language: '', country: '', remote: false };

  it('spells the filters as the job list spells its paths', () => {
    expect(alertSearchPath(none)).toBe('/jobs');
    expect(alertSearchPath({ ...none, language: 'German' })).toBe('/jobs-for-German-speakers');
    expect(alertSearchPath({ ...none, country: 'United Kingdom' })).toBe('/jobs-in-United_Kingdom');
    expect(alertSearchPath({ ...none, language: 'Swiss German', country: 'Germany', remote: true })).toBe(
      '/remote-jobs-in-Germany-for-Swiss_German-speakers',
    );
  });

  it('puts the keywords, trimmed, in the query', () => {
    expect(alertSearchPath({ ...none, keywords: '  java & sql ', country: 'Germany' })).toBe(
      '/jobs-in-Germany?keywords=java+%26+sql',
    );
  });
});
