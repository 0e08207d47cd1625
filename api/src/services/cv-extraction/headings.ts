// Section headings of a CV in the board's and its candidates' languages (en de fr es it pl nl pt el cs sv ca ro,
// and da fi hu sk no since the held-out corpus),
// Europass's own included (docs/cv-extraction.md#headings). A line, or a row's first cell, that is one of these starts
// a section: what is read in it (entries, languages, skills) depends on which.

export type SectionName = 'head' | 'experience' | 'education' | 'languages' | 'skills' | 'other';

/** A list written as one string, "a|b|c" (line breaks in it are not part of the words). */
const words = (list: string) => list.replace(/\n\s*/g, '').split('|');

/** Headings, folded (fold below): lower case, no accents, no final colon. */
const HEADINGS: Record<SectionName, string[]> = {
  // Personal details: what follows is the head (name, contact), not a section of entries.
  head: words(`personal information|personal details|personal data|contact|contact details|profile|
    angaben zur person|personliche angaben|personliche daten|kontakt|profil|informations personnelles|
    etat civil|coordonnees|informacion personal|datos personales|contacto|perfil|informazioni personali|
    dati personali|contatti|profilo|dane osobowe|informacje osobiste|persoonlijke gegevens|
    persoonlijke informatie|informacao pessoal|dados pessoais|προσωπικες πληροφοριες|προσωπικα στοιχεια|
    osobni udaje|personuppgifter|personlig information|informacio personal|dades personals|
    informatii personale|date personale|curriculum vitae|lebenslauf|europass|about me|uber mich|summary|about|
    personlige oplysninger|henkilotiedot|yhteystiedot|szemelyes adatok|elerhetoseg|osobne udaje|
    personalia|personlige opplysninger`),
  experience: words(`experience|work|work experience|professional experience|employment|employment history|work history|
    career|career history|berufserfahrung|berufliche erfahrung|berufspraxis|beruflicher werdegang|
    praxiserfahrung|experiencia|experiencia laboral|experiencia profesional|experience professionnelle|
    experiences professionnelles|experiences|parcours professionnel|esperienza|esperienze lavorative|
    esperienza lavorativa|esperienza professionale|esperienze professionali|doswiadczenie|
    doswiadczenie zawodowe|przebieg kariery|εμπειρια|επαγγελματικη εμπειρια|εργασιακη εμπειρια|
    experiencia profissional|werkervaring|ervaring|professionele ervaring|werkervaringen|
    pracovni zkusenosti|praxe|arbetslivserfarenhet|erfarenhet|yrkeserfarenhet|experiencia professional|
    experienta profesionala|experienta|experienta de munca|erhvervserfaring|arbejdserfaring|erfaring|
    tyokokemus|tyohistoria|szakmai tapasztalat|munkatapasztalat|tapasztalat|pracovne skusenosti|
    skusenosti|arbeidserfaring|yrkeserfaring`),
  education: words(`education|education and training|academic background|qualifications|ausbildung|bildung|studium|
    bildungsweg|schul- und berufsbildung|schulbildung|akademischer werdegang|formacion|
    formacion academica|educacion|estudios|educacion y formacion|formation|etudes|
    education et formation|diplomes|diplomes & concours|diplomes et formations|formations|istruzione|
    formazione|istruzione e formazione|wyksztalcenie|edukacja|edukacja i szkolenia|εκπαιδευση|σπουδες|
    εκπαιδευση και καταρτιση|formacao|formacao academica|educacao|educacao e formacao|opleiding|
    opleidingen|onderwijs en opleiding|onderwijs|opleiding en training|vzdelani|
    vzdelani a odborna priprava|utbildning|utbildning och kurser|formacio|formacio academica|educatie|
    educatie si formare|studii|formare|uddannelse|uddannelser|koulutus|tanulmanyok|vegzettseg|
    iskolai vegzettseg|kepzettseg|vzdelanie|utdanning`),
  languages: words(`personal skills|personliche fahigkeiten|personliche fahigkeiten und kompetenzen|
    competences personnelles|competencias personales|capacidades y competencias personales|
    competenze personali|capacita e competenze personali|umiejetnosci osobiste|προσωπικες δεξιοτητες|
    competencias pessoais|persoonlijke vaardigheden|osobni dovednosti|personliga fardigheter|
    competencies personals|competente personale|aptitudini si competente personale|languages|
    language skills|language|sprachen|sprachkenntnisse|idiomas|lenguas|langues|
    competences linguistiques|lingue|conoscenze linguistiche|competenze linguistiche|jezyki|
    znajomosc jezykow|jezyki obce|γλωσσες|ξενες γλωσσες|γλωσσικες δεξιοτητες|linguas|
    competencias linguisticas|talen|talenkennis|taalvaardigheden|taalvaardigheid|jazyky|
    jazykove znalosti|jazykove dovednosti|sprak|sprakkunskaper|idiomes|llengues|limbi|limbi straine|
    competente lingvistice|sprog|sprogkundskaber|kielitaito|kielet|nyelvtudas|nyelvismeret|nyelvek|
    znalost jazykov|sprakkunnskaper`),
  skills: words(`skills|technical skills|key skills|it skills|digital skills|computer skills|competences|kenntnisse|
    fahigkeiten|kompetenzen|it-kenntnisse|edv-kenntnisse|digitale kompetenzen|
    ikt-kenntnisse und kompetenzen|habilidades|competencias|aptitudes|competencias digitales|
    competences informatiques|competences numeriques|competenze|capacita|competenze digitali|
    capacita e competenze informatiche|competenze informatiche|umiejetnosci|kompetencje|
    kompetencje cyfrowe|δεξιοτητες|ικανοτητες|ψηφιακες δεξιοτητες|competencias tecnicas|vaardigheden|
    digitale vaardigheden|competencias digitais|dovednosti|digitalni dovednosti|kompetenser|fardigheter|
    digitala fardigheter|kunskaper|competencies|competencies digitals|habilitats|competente|
    competente digitale|abilitati|tools|software|kompetencer|faerdigheder|it-kompetencer|taidot|
    osaaminen|keszsegek|kompetenciak|szamitogepes ismeretek|zrucnosti|schopnosti|pocitacove zrucnosti|
    ferdigheter|kompetanse`),
  other: words(`interests|hobbies|references|publications|projects|certificates|certifications|awards|volunteering|
    additional information|interessen|hobbys|referenzen|publikationen|projekte|zertifikate|
    weitere informationen|centres d'interets|centres d'interet|loisirs|divers|projets|certificats|
    intereses|aficiones|referencias|proyectos|certificados|interessi|hobby|referenze|progetti|
    certificazioni|ulteriori informazioni|zainteresowania|projekty|certyfikaty|ενδιαφεροντα|interesses|
    projetos|hobby's|projecten|certificaten|zajmy|intressen|interessos|interese|informatii suplimentare|
    interesser|fritid|harrastukset|erdeklodes|hobbi|zaujmy`),
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
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every heading with its section. */
export const headingWords = (): [string, SectionName][] =>
  Object.entries(HEADINGS).flatMap(([name, list]) =>
    list.map((word): [string, SectionName] => [word, name as SectionName]),
  );

const BY_HEADING = new Map<string, SectionName>(headingWords());
const SQUEEZED = new Map(headingWords().map(([word, name]) => [word.replace(/[\s-]+/g, ''), name]));

/**
 * Letter-spaced capitals ("B E R U F S E R FA H R U N G", CSS letter-spacing as Chromium prints it) are one or two
 * letters between spaces: their words are read without the spaces (docs/cv-extraction.md#headings).
 */
const LETTER_SPACED = /^(?:\p{L}{1,2} ){3,}\p{L}{1,2}$/u;

/** The text without its letter-spacing ("L U KA S B RA N D T" is "LUKASBRANDT"), or null when it has none. */
export const unspaced = (text: string): string | null =>
  LETTER_SPACED.test(text.trim()) ? text.replace(/\s+/g, '') : null;

/** The section a text starts, or null when it is not a heading (long texts never are). */
export function headingOf(text: string): SectionName | null {
  if (text.length > 60) return null;
  const folded = fold(text);
  if (LETTER_SPACED.test(folded)) return SQUEEZED.get(folded.replace(/ /g, '')) ?? null;
  return BY_HEADING.get(folded) ?? null;
}
