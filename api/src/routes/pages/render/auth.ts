import { PASSWORD_MIN_LENGTH } from 'shared-kit/contracts';
import { escapeHtml } from '../../../lib/escape-html';
import { type Say, button, link, textField, withTags } from './markup';

// ---- the shell's account pages ----

/**
 * /login and /register as their React screens start (shell/src/features/auth/components): the brand, the h1 and the
 * form, so the page has its main landmark and heading without JavaScript and does not move when React takes over.
 * Logging in and registering need the JSON api, so the form says so in a noscript message; its inputs have no
 * names, so a submit without JavaScript sends nothing (a password never lands in an address).
 */
export function renderAuthPage(page: 'login' | 'register', say: Say): string {
  const { t } = say;
  const email = textField(`${page}-email`, t('shell.auth.email'), 'type="email" required autocomplete="email"');
  const fields =
    page === 'login'
      ? [
          email,
          textField(
            'login-password',
            t('shell.auth.password'),
            'type="password" required autocomplete="current-password"',
          ),
        ]
      : [
          `<fieldset class="sk-radio-group"><legend class="sk-field__label">${escapeHtml(t('shell.register.accountType'))}</legend>`,
          [
            ['candidate', t('shell.register.candidate')],
            ['company', t('shell.register.company')],
          ]
            .map(
              ([value, label], index) =>
                `<div class="sk-check"><input type="radio" class="sk-check__input sk-check__input--radio" id="register-type-${value}" name="type" value="${value}"${index === 0 ? ' checked' : ''}><label class="sk-check__label" for="register-type-${value}">${escapeHtml(label ?? '')}</label></div>`,
            )
            .join(''),
          '<p class="sk-field__error" aria-live="polite"></p></fieldset>',
          textField('register-nombre', t('shell.register.firstName'), 'type="text" required autocomplete="given-name"'),
          textField('register-apellidos', t('shell.register.lastName'), 'type="text" autocomplete="family-name"'),
          email,
          textField(
            'register-password',
            t('shell.auth.password'),
            `type="password" required minlength="${PASSWORD_MIN_LENGTH}" autocomplete="new-password"`,
            '',
            t('shell.auth.passwordRules', { min: PASSWORD_MIN_LENGTH }),
          ),
          textField(
            'register-password-confirmation',
            t('shell.register.repeatPassword'),
            'type="password" required autocomplete="new-password"',
          ),
        ];
  const other =
    page === 'login'
      ? `<p>${link('/password/reset', t('shell.login.forgotPassword'))}</p><p>${withTags(t('shell.login.newHere'), { 0: ['<a href="/register">', '</a>'] })}</p>`
      : `<p>${withTags(t('shell.register.haveAccount'), { 0: ['<a href="/login">', '</a>'] })}</p>`;
  return [
    '<div class="auth-page">',
    link('/', t('shell.brand'), 'auth-page__brand'),
    `<h1>${escapeHtml(t(page === 'login' ? 'shell.login.title' : 'shell.register.title'))}</h1>`,
    `<noscript><p class="auth-page__noscript" role="note">${escapeHtml(t('shell.auth.needsJavaScript'))}</p></noscript>`,
    '<form class="auth-form" novalidate>',
    ...fields,
    button(t(page === 'login' ? 'shell.login.submit' : 'shell.register.submit')),
    '</form>',
    `<div class="auth-page__links">${other}</div>`,
    '</div>',
    // The language switcher of a page without navbar follows: the shell's Layout writes it.
  ].join('');
}
