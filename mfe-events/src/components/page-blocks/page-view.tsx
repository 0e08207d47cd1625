import type { PageBlock } from 'shared-kit/contracts';
import { currentLocale, type KitMessageId, useTranslate } from 'shared-kit/i18n';
import { BlockView } from './block-view';
import { type PageData, PageDataContext } from './page-data';

/**
 * A page document's blocks, top to bottom, with the site's own components (docs/events.md#pages). The page that
 * shows it gives the data its blocks read (the event, the jobs by block id, the image addresses, the sign-up form).
 * `lang` is the language the page is written in (the api's answer): a page without a translation into the interface
 * language is shown in English, marked as such, with a note that says so (docs/pages.md#pages-in-every-interface-language).
 */
export function PageView({ blocks, data, lang }: { blocks: PageBlock[]; data: PageData; lang?: string }) {
  const t = useTranslate<KitMessageId>();
  const locale = currentLocale();
  const foreign = lang !== undefined && lang !== locale;
  return (
    <PageDataContext.Provider value={data}>
      <div className="page-blocks" lang={foreign ? lang : undefined}>
        {foreign && (
          <p className="page-blocks-language-note" lang={locale}>
            {t('kit.page.untranslated')}
          </p>
        )}
        {blocks.map((block) => (
          <section key={block.id} className={`page-block page-block--${block.type}`}>
            <BlockView block={block} />
          </section>
        ))}
      </div>
    </PageDataContext.Provider>
  );
}
