// A CV's lines cut into its sections by their headings, in the board's languages (docs/product-rules.md#cv-extraction).
type SectionName = 'experience' | 'education' | 'languages' | 'skills' | 'other';

/** Headings, lower-cased and without accents or a final colon. A line that is one of these starts a section. */
const HEADINGS: Record<Exclude<SectionName, 'other'>, string[]> = {
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'berufserfahrung',
    'berufliche erfahrung',
    'berufspraxis',
    'experiencia',
    'experiencia laboral',
    'experiencia profesional',
    'experience professionnelle',
    'experiences professionnelles',
    'parcours professionnel',
    'esperienza',
    'esperienze lavorative',
    'esperienza lavorativa',
    'esperienza professionale',
    'doswiadczenie',
    'doswiadczenie zawodowe',
    'εμπειρια',
    'επαγγελματικη εμπειρια',
    'experiencia profissional',
    'werkervaring',
  ],
  education: [
    'education',
    'education and training',
    'academic background',
    'ausbildung',
    'bildung',
    'studium',
    'bildungsweg',
    'formacion',
    'formacion academica',
    'educacion',
    'estudios',
    'formation',
    'etudes',
    'istruzione',
    'formazione',
    'istruzione e formazione',
    'wyksztalcenie',
    'εκπαιδευση',
    'σπουδες',
    'formacao',
    'formacao academica',
    'opleiding',
  ],
  languages: [
    'languages',
    'language skills',
    'sprachen',
    'sprachkenntnisse',
    'idiomas',
    'lenguas',
    'langues',
    'competences linguistiques',
    'lingue',
    'conoscenze linguistiche',
    'competenze linguistiche',
    'jezyki',
    'znajomosc jezykow',
    'jezyki obce',
    'γλωσσες',
    'ξενες γλωσσες',
    'linguas',
    'talen',
  ],
  skills: [
    'skills',
    'technical skills',
    'key skills',
    'kenntnisse',
    'fahigkeiten',
    'kompetenzen',
    'it-kenntnisse',
    'habilidades',
    'competencias',
    'aptitudes',
    'competences',
    'competenze',
    'capacita',
    'umiejetnosci',
    'δεξιοτητες',
    'ικανοτητες',
    'competencias tecnicas',
    'vaardigheden',
  ],
};

/** Lower case, no accents (Greek tonos too), no final colon: how headings and words are compared. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase()
    .replace(/[:：]\s*$/, '')
    .trim();
}

const BY_HEADING = new Map<string, SectionName>(
  Object.entries(HEADINGS).flatMap(([name, words]) => words.map((word) => [word, name as SectionName])),
);

/** The section a line starts, or null when it is not a heading. */
function headingOf(line: string): SectionName | null {
  if (line.length > 40) return null;
  return BY_HEADING.get(fold(line)) ?? null;
}

export type Sections = { head: string[] } & Record<SectionName, string[]>;

/** The lines before the first heading (`head`: name, contact) and each section's lines, headings left out. */
export function splitSections(lines: string[]): Sections {
  const sections: Sections = { head: [], experience: [], education: [], languages: [], skills: [], other: [] };
  let current: SectionName | 'head' = 'head';
  for (const line of lines) {
    const heading = headingOf(line);
    if (heading) current = heading;
    else sections[current].push(line);
  }
  return sections;
}
