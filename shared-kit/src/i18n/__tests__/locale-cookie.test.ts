import { localeFromCookie } from 'shared-kit/i18n';

afterEach(() => {
  document.cookie = 'locale=; Max-Age=0; Path=/';
  document.cookie = 'xlocale=; Max-Age=0; Path=/';
});

it("reads the interface language the api set from the account's choice", () => {
  expect(localeFromCookie()).toBeNull();
  document.cookie = 'xlocale=de; Path=/';
  expect(localeFromCookie()).toBeNull();
  document.cookie = 'locale=pl; Path=/';
  expect(localeFromCookie()).toBe('pl');
  document.cookie = 'locale=xx; Path=/';
  expect(localeFromCookie()).toBeNull();
});
