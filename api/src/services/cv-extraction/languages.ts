// Languages and their levels from a CV's languages section, in the board's languages
// (docs/product-rules.md#cv-extraction): "Deutsch (Muttersprache)", "Inglés: C1", "English - fluent".
import { fold } from './sections';

/** Language names, folded, in English, German, Spanish, French, Italian, Polish, Greek and Portuguese. */
const NAMES: Record<string, string> = {};
const add = (slug: string, names: string) => {
  for (const name of names.split(',')) NAMES[name.trim()] = slug;
};
add('english', 'english,englisch,ingles,anglais,inglese,angielski,αγγλικα,ingles,engels');
add('german', 'german,deutsch,aleman,allemand,tedesco,niemiecki,γερμανικα,alemao,duits');
add('spanish', 'spanish,spanisch,espanol,castellano,espagnol,spagnolo,hiszpanski,ισπανικα,espanhol,spaans');
add('french', 'french,franzosisch,frances,francais,francese,francuski,γαλλικα,frances,frans');
add('italian', 'italian,italienisch,italiano,italien,wloski,ιταλικα,italiaans');
add('polish', 'polish,polnisch,polaco,polonais,polacco,polski,πολωνικα,polones,pools');
add('greek', 'greek,griechisch,griego,grec,greco,grecki,ελληνικα,grego,grieks');
add('portuguese', 'portuguese,portugiesisch,portugues,portugais,portoghese,portugalski,πορτογαλικα');
add('dutch', 'dutch,niederlandisch,neerlandes,neerlandais,olandese,niderlandzki,ολλανδικα,nederlands');
add('russian', 'russian,russisch,ruso,russe,russo,rosyjski,ρωσικα');
add('catalan', 'catalan,katalanisch,catala,catalano,katalonski');
add('romanian', 'romanian,rumanisch,rumano,roumain,rumeno,rumunski,ρουμανικα');

/** Level words, folded, to SPEC's scale: 1 basic A1-A2, 2 intermediate B1-B2, 3 advanced C1-C2, 4 mother tongue. */
const LEVELS: [RegExp, number][] = [
  [
    /muttersprach|native|mother tongue|lengua materna|nativo|nativa|langue maternelle|natif|native|madrelingua|lingua madre|ojczysty|jezyk ojczysty|μητρικη|lingua materna|moedertaal/,
    4,
  ],
  [
    /\bc[12]\b|verhandlungssicher|fliessend|fließend|fluent|fluido|fluida|courant|avance|avanzado|avanzada|avanzato|zaawansowan|biegl|αριστα|αριστη|προχωρημεν|fluente|proficient|advanced|excellent/,
    3,
  ],
  [/\bb[12]\b|gut|intermedi|intermediaire|srednio|μετρια|καλη|good|conversational/, 2],
  [/\ba[12]\b|grundkenntnisse|basic|basico|basica|basique|elementare|base|podstawow|βασικ|elementary|notions/, 1],
];

export type LanguageProposal = { language: string; level: number };

function levelOf(text: string): number | null {
  for (const [pattern, level] of LEVELS) if (pattern.test(text)) return level;
  return null;
}

/**
 * One language per line that starts with a language's name; the rest of the line gives its level. A line with a
 * name and no level word is left out rather than guessed.
 */
export function readLanguages(lines: string[]): LanguageProposal[] {
  const found = new Map<string, number>();
  for (const line of lines) {
    for (const part of line.split(/\s*[;•·|]\s*/)) {
      const folded = fold(part);
      const [, first = '', rest = ''] = folded.match(/^([\p{L}]+)(.*)$/u) ?? [];
      const slug = NAMES[first];
      const level = slug ? levelOf(rest) : null;
      if (slug && level && !found.has(slug)) found.set(slug, level);
    }
  }
  return [...found].map(([language, level]) => ({ language, level }));
}
