import { type ChangeEvent, type FormEvent, useId } from 'react';
import { LOCALE_NAMES, LOCALES, type Locale } from 'shared-kit/constants';
import { currentLocale, useTranslate } from 'shared-kit/i18n';
import type { KitMessageId } from '../locales';
import { Button } from './button';

/** Where the form posts without JavaScript: the api sets the cookie (and the account) and sends the visitor back. */
export const LOCALE_FORM_ACTION = '/api/locale';

export type LanguageSwitcherProps = {
  /** Switches the page (catalogues, cookie, account); the shell passes its own. */
  onChoose: (locale: Locale) => void;
  /** The path to come back to after the form is posted without JavaScript. */
  returnTo: string;
  className?: string;
  /**
   * A submit button inside `<noscript>`, for the server's first HTML (the shell's server module sets it): without
   * JavaScript a choice cannot apply itself, so the form is posted and the api sends the visitor back.
   */
  noscriptApply?: boolean;
};

/**
 * The interface-language switcher of the navbar and footer (docs/i18n.md#choosing-the-language). A choice applies at
 * once. The server's markup of the same form adds a submit button (`noscriptApply`): without JavaScript the api
 * answers the post with the cookie and a redirect back.
 */
export function LanguageSwitcher({ onChoose, returnTo, className, noscriptApply }: LanguageSwitcherProps) {
  const t = useTranslate<KitMessageId>();
  const id = useId();
  const locale = currentLocale();
  const choose = (event: ChangeEvent<HTMLSelectElement>) => onChoose(event.target.value as Locale);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('locale');
    if (typeof value === 'string' && (LOCALES as readonly string[]).includes(value)) onChoose(value as Locale);
  };
  return (
    <form
      className={['sk-language', className].filter(Boolean).join(' ')}
      method="post"
      action={LOCALE_FORM_ACTION}
      onSubmit={submit}
    >
      <label htmlFor={id}>{t('kit.language.label')}</label>
      <select id={id} name="locale" value={locale} onChange={choose}>
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
      <input type="hidden" name="next" value={returnTo} />
      {noscriptApply && (
        <noscript>
          <Button type="submit" variant="secondary">
            {t('kit.language.apply')}
          </Button>
        </noscript>
      )}
    </form>
  );
}
