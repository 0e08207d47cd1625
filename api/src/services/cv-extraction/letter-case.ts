// A title the CV writes in capitals ("SOFTWARE ENGINEER", as Europass 2020's PDFs and many designs print job
// titles) is proposed in its usual case (docs/cv-extraction.md#entries): each word as the CV writes it elsewhere
// in lower or mixed case ("VERTRIEB" as "Vertrieb" in a German CV), else in sentence case: the first word
// capitalised, the others in lower case ("Software engineer"), short acronyms kept ("IT", "HR", "SAP").

/** Short words that are no acronym: articles, prepositions and conjunctions of the CV languages. */
const SMALL = new Set(
  `a|an|and|the|of|for|to|in|at|on|und|im|am|an|der|die|das|des|den|dem|für|zu|von|vom|zum|zur|mit|de|du|la|le|les|
  et|en|el|los|las|del|y|e|o|di|da|dei|della|il|lo|gli|ds|do|na|w|z|i|van|het|een|voor|og|és|a|az|ja`
    .replace(/\s+/g, '')
    .split('|'),
);

const hasLower = (text: string) => /\p{Ll}/u.test(text);

/** The CV's own spelling of each word it writes in lower or mixed case, by its lower case. */
export function spellings(lines: string[]): Map<string, string> {
  const known = new Map<string, string>();
  for (const line of lines) {
    for (const word of line.match(/\p{L}[\p{L}'’-]*/gu) ?? []) {
      if (hasLower(word) && !known.has(word.toLowerCase())) known.set(word.toLowerCase(), word);
    }
  }
  return known;
}

/** The title in its usual case when it is written in capitals; as it is otherwise. */
export function usualCase(title: string, known: Map<string, string>): string {
  const letters = title.match(/\p{L}/gu) ?? [];
  if (hasLower(title) || letters.length < 5) return title;
  let first = true;
  return title.replace(/\p{L}[\p{L}'’-]*/gu, (word) => {
    const lower = word.toLowerCase();
    const acronym = word.length <= 3 && !SMALL.has(lower);
    const out = known.get(lower) ?? (acronym ? word : lower);
    const cased = first ? out.charAt(0).toUpperCase() + out.slice(1) : out;
    first = false;
    return cased;
  });
}
