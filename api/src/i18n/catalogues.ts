// The api's messages in every interface language (docs/i18n.md#on-the-server): its own catalogue (validation and
// error messages, mails, job-list SEO texts) and shared-kit's (the design system's labels and the page table's
// titles, imported from the shared package). The front ends' words come from their server modules
// (docs/architecture.md#one-rendering): the api reads no other package's source folder.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, LOCALES, type Locale } from 'shared-kit/contracts';
import { KIT_MESSAGES } from 'shared-kit/messages';
import { PACKAGE_DIR } from '../config';
import type english from '../locales/en.json';

export type ApiMessageId = keyof typeof english;

/** A text for people, resolved in the caller's language when it is sent (errors, mails). */
export type Text = { id: ApiMessageId; values?: Record<string, unknown> };
export const text = (id: ApiMessageId, values?: Record<string, unknown>): Text => ({ id, values });

/** The api's own catalogue of a language (its English file is also imported above, for the ids' type). */
function readCatalogue(locale: Locale): Record<string, string> {
  return JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'src/locales', `${locale}.json`), 'utf8'));
}

function compile(messages: Record<string, string>) {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, compileMessage(message)]));
}

let instances: Map<Locale, I18n> | undefined;

/** One Lingui instance per language, compiled once at first use (a few milliseconds). */
function instancesByLocale(): Map<Locale, I18n> {
  if (!instances) {
    instances = new Map(
      LOCALES.map((locale) => {
        const messages = Object.assign(compile(KIT_MESSAGES[locale]), compile(readCatalogue(locale)));
        const i18n = setupI18n({ locale, messages: { [locale]: messages } });
        return [locale, i18n];
      }),
    );
  }
  return instances;
}

export type Translate = (id: string, values?: Record<string, unknown>) => string;

/** `t(id, values)` in a language; an id unknown in that language is said in English. */
export function translator(locale: Locale): Translate {
  const all = instancesByLocale();
  const i18n = all.get(locale) ?? (all.get(DEFAULT_LOCALE) as I18n);
  const english = all.get(DEFAULT_LOCALE) as I18n;
  return (id, values) => (id in i18n.messages ? i18n._(id, values) : english._(id, values));
}

const isText = (value: unknown): value is Text =>
  typeof value === 'object' && value !== null && typeof (value as Text).id === 'string';

/** Says a text in a language; a value that is itself a text (a relative time in a sentence) is said first. */
export function say(t: Translate, message: Text | string): string {
  if (typeof message === 'string') return message;
  const values = message.values
    ? Object.fromEntries(Object.entries(message.values).map(([k, v]) => [k, isText(v) ? say(t, v) : v]))
    : undefined;
  return t(message.id, values);
}
