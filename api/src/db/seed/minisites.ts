// The demo minisite's design (docs/company-area.md#minisite): Nordlicht Software GmbH (company 1) shows a careers
// page with its brand colour, story and benefits, as a company fills them in the minisite editor. Only the demo seed
// runs this: the api tests' companies start without a design.
import type { Db } from '../database';

export async function seedDemoMinisites(db: Db): Promise<void> {
  await db
    .insertInto('company_minisites')
    .values({
      company_id: 1,
      // The demo logo's colour (seed/logos.ts): 6.7:1 with white; the accent 5.2:1 (docs/company-area.md#minisite).
      primary_color: '#1d4ed8',
      accent_color: '#c2410c',
      blocks: JSON.stringify([
        {
          type: 'text',
          title: 'Our story',
          body:
            'Nordlicht started in 2009 as four engineers in Hamburg building software for shipping companies.\n\n' +
            'Today our teams in Germany, Poland and Portugal speak eleven languages and support customers in thirty countries.',
        },
        {
          type: 'benefits',
          title: 'What we offer',
          items: ['Relocation package', 'Language courses', 'Hybrid work', '30 days of holiday'],
        },
      ]),
    })
    .onConflict((oc) => oc.column('company_id').doNothing())
    .execute();
}
