import { act, render, screen } from '@testing-library/react';
import { activateLocale, CatalogueGate, registerCatalogue, useTranslate } from 'shared-kit/i18n';
import type { Locale } from '../../contracts/locales';

const shellMessages: Record<Locale, Record<string, string>> = {
  en: { 'test.hello': 'Hello {name}', 'test.jobs': '{count, plural, one {# job} other {# jobs}}' },
  de: { 'test.hello': 'Hallo {name}', 'test.jobs': '{count, plural, one {# Stelle} other {# Stellen}}' },
  fr: {},
  es: {},
  it: {},
  pl: {
    'test.hello': 'Cześć {name}',
    'test.jobs': '{count, plural, one {# oferta} few {# oferty} many {# ofert} other {# oferty}}',
  },
};
const remoteMessages: Record<Locale, Record<string, string>> = {
  en: { 'remote.title': 'Remote screen' },
  de: { 'remote.title': 'Entfernter Bildschirm' },
  fr: {},
  es: {},
  it: {},
  pl: { 'remote.title': 'Ekran zdalny' },
};
const loadRemote = jest.fn(async (locale: Locale) => remoteMessages[locale]);

function Greeting({ count }: { count: number }) {
  const t = useTranslate();
  return (
    <p>
      {t('test.hello', { name: 'Ana' })} · {t('test.jobs', { count })}
    </p>
  );
}

function RemoteScreen() {
  const t = useTranslate();
  return <h1>{t('remote.title')}</h1>;
}

beforeAll(async () => {
  await registerCatalogue(async (locale) => shellMessages[locale]);
  await activateLocale('en');
});

it('interpolates values and chooses the plural form of the active language', async () => {
  render(<Greeting count={5} />);
  expect(screen.getByText('Hello Ana · 5 jobs')).toBeInTheDocument();
  await act(() => activateLocale('pl'));
  expect(screen.getByText('Cześć Ana · 5 ofert')).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('pl');
  await act(() => activateLocale('en'));
});

it("shows a remote's screen only once its catalogue is loaded, and loads it again on a switch", async () => {
  render(
    <CatalogueGate load={loadRemote} fallback={<p>server markup</p>}>
      <RemoteScreen />
    </CatalogueGate>,
  );
  expect(screen.getByText('server markup')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Remote screen' })).toBeInTheDocument();
  await act(() => activateLocale('de'));
  expect(screen.getByRole('heading', { name: 'Entfernter Bildschirm' })).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledWith('de');
  await act(() => activateLocale('en'));
});
