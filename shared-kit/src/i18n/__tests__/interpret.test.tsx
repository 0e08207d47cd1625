import { compileMessage } from '@lingui/message-utils/compileMessage';
import { render, screen } from '@testing-library/react';
import { i18n, Trans } from 'shared-kit/i18n';
import { type CompiledTokens, interpret } from '../interpret';

// The runtime's reading of compiled messages, on the compiler's own output (tooling/catalogue-loader.cjs compiles
// the catalogues with it). Lingui's runtime, which ours replaced, answered the same for each, but for a # inside a
// select inside a plural, which it left as '#' (no catalogue has one; ICU says it is the plural's count).
const say = (source: string, locale: string, values?: Record<string, unknown>) =>
  interpret(compileMessage(source) as CompiledTokens, locale, values);

it("chooses a plural's exact case first, then the language's category, with # in the language's digits", () => {
  const jobs = '{count, plural, =0 {No jobs} one {# job} other {# jobs}}';
  expect(say(jobs, 'en', { count: 0 })).toBe('No jobs');
  expect(say(jobs, 'en', { count: 1 })).toBe('1 job');
  expect(say(jobs, 'en', { count: 12345 })).toBe('12,345 jobs');
  expect(say(jobs, 'de', { count: 12345 })).toBe('12.345 jobs');
  const polish = '{n, plural, one {# oferta} few {# oferty} many {# ofert} other {# oferty}}';
  expect([1, 3, 5, 22, 1.5].map((n) => say(polish, 'pl', { n }))).toEqual([
    '1 oferta',
    '3 oferty',
    '5 ofert',
    '22 oferty',
    '1,5 oferty',
  ]);
});

it("chooses a select's case or other, and a # inside it is the enclosing plural's count", () => {
  const saved = '{kind, select, alert {Alert saved} other {Saved}}';
  expect(say(saved, 'en', { kind: 'alert' })).toBe('Alert saved');
  expect(say(saved, 'en', { kind: 'search' })).toBe('Saved');
  expect(say('{n, plural, other {{who, select, me {# of mine} other {# of theirs}}}}', 'en', { n: 2, who: 'me' })).toBe(
    '2 of mine',
  );
});

it('leaves a missing value out, keeps quoted braces and a # outside a plural as written', () => {
  expect(say('Hello {name}!', 'en')).toBe('Hello !');
  expect(say("Type '{'name'}' and #1", 'en', { name: 'x' })).toBe('Type {name} and #1');
});

describe('Trans', () => {
  beforeAll(() => i18n.load('en', { 'test.total': '<0>{count}</0> jobs, see <1>all</1><2/>' }));

  it('puts the given elements where the translation has its tags, with their text', () => {
    render(<Trans id="test.total" values={{ count: 3 }} components={{ 0: <strong />, 1: <em />, 2: <br /> }} />);
    expect(screen.getByText('3').tagName).toBe('STRONG');
    expect(screen.getByText('all').tagName).toBe('EM');
    expect(document.querySelector('br')).not.toBeNull();
  });

  it('keeps the text of a tag the code gave no element for', () => {
    const { container } = render(<Trans id="test.total" values={{ count: 3 }} components={{ 0: <strong /> }} />);
    expect(container).toHaveTextContent('3 jobs, see all');
  });
});
