// The words a CV writes in its own language: section headings, month names, "present", the labels of a contact
// block. Used by build.mjs to typeset the corpus's own CVs (bench/cv-corpus/README.md).
export const WORDS = {
  en: {
    exp: 'Work experience', edu: 'Education', lang: 'Languages', skills: 'Skills', present: 'Present',
    months: 'January February March April May June July August September October November December',
    short: 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec', contact: 'Contact', phone: 'Phone', since: 'since',
  },
  de: {
    exp: 'Berufserfahrung', edu: 'Ausbildung', lang: 'Sprachkenntnisse', skills: 'Kenntnisse', present: 'heute',
    months: 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember',
    short: 'Jan. Feb. März Apr. Mai Juni Juli Aug. Sept. Okt. Nov. Dez.', contact: 'Kontakt', phone: 'Telefon',
    since: 'seit',
  },
  fr: {
    exp: 'Expérience professionnelle', edu: 'Formation', lang: 'Langues', skills: 'Compétences',
    present: "aujourd'hui",
    months: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre',
    short: 'janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.', contact: 'Contact', phone: 'Tél.',
    since: 'depuis',
  },
  es: {
    exp: 'Experiencia laboral', edu: 'Formación académica', lang: 'Idiomas', skills: 'Habilidades',
    present: 'actualidad',
    months: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre',
    short: 'ene. feb. mar. abr. may. jun. jul. ago. sep. oct. nov. dic.', contact: 'Contacto', phone: 'Teléfono',
    since: 'desde',
  },
  it: {
    exp: 'Esperienza professionale', edu: 'Istruzione e formazione', lang: 'Lingue', skills: 'Competenze',
    present: 'oggi',
    months: 'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre',
    short: 'gen feb mar apr mag giu lug ago set ott nov dic', contact: 'Contatti', phone: 'Tel.', since: 'dal',
  },
  pl: {
    exp: 'Doświadczenie zawodowe', edu: 'Wykształcenie', lang: 'Języki obce', skills: 'Umiejętności',
    present: 'obecnie',
    months: 'styczeń luty marzec kwiecień maj czerwiec lipiec sierpień wrzesień październik listopad grudzień',
    short: 'sty lut mar kwi maj cze lip sie wrz paź lis gru', contact: 'Kontakt', phone: 'Tel.', since: 'od',
  },
  nl: {
    exp: 'Werkervaring', edu: 'Opleiding', lang: 'Talen', skills: 'Vaardigheden', present: 'heden',
    months: 'januari februari maart april mei juni juli augustus september oktober november december',
    short: 'jan feb mrt apr mei jun jul aug sep okt nov dec', contact: 'Contact', phone: 'Telefoon', since: 'sinds',
  },
  pt: {
    exp: 'Experiência profissional', edu: 'Formação académica', lang: 'Idiomas', skills: 'Competências',
    present: 'atual',
    months: 'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro',
    short: 'jan fev mar abr mai jun jul ago set out nov dez', contact: 'Contacto', phone: 'Telefone', since: 'desde',
  },
  el: {
    exp: 'Επαγγελματική εμπειρία', edu: 'Εκπαίδευση', lang: 'Γλώσσες', skills: 'Δεξιότητες', present: 'Σήμερα',
    months:
      'Ιανουάριος Φεβρουάριος Μάρτιος Απρίλιος Μάιος Ιούνιος Ιούλιος Αύγουστος Σεπτέμβριος Οκτώβριος Νοέμβριος Δεκέμβριος',
    short: 'Ιαν Φεβ Μαρ Απρ Μαΐ Ιουν Ιουλ Αυγ Σεπ Οκτ Νοε Δεκ', contact: 'Επικοινωνία', phone: 'Τηλέφωνο',
    since: 'από',
  },
  cs: {
    exp: 'Pracovní zkušenosti', edu: 'Vzdělání a odborná příprava', lang: 'Jazykové dovednosti',
    skills: 'Dovednosti', present: 'dosud',
    months: 'leden únor březen duben květen červen červenec srpen září říjen listopad prosinec',
    short: 'led úno bře dub kvě čvn čvc srp zář říj lis pro', contact: 'Kontakt', phone: 'Telefon', since: 'od',
  },
  sv: {
    exp: 'Arbetslivserfarenhet', edu: 'Utbildning', lang: 'Språk', skills: 'Kompetenser', present: 'nu',
    months: 'januari februari mars april maj juni juli augusti september oktober november december',
    short: 'jan feb mar apr maj jun jul aug sep okt nov dec', contact: 'Kontakt', phone: 'Telefon', since: 'sedan',
  },
  ca: {
    exp: 'Experiència professional', edu: 'Formació', lang: 'Idiomes', skills: 'Competències',
    present: 'actualitat',
    months: 'gener febrer març abril maig juny juliol agost setembre octubre novembre desembre',
    short: 'gen. febr. març abr. maig juny jul. ag. set. oct. nov. des.', contact: 'Contacte', phone: 'Telèfon',
    since: 'des de',
  },
  ro: {
    exp: 'Experiență profesională', edu: 'Educație și formare', lang: 'Limbi străine', skills: 'Competențe',
    present: 'prezent',
    months: 'ianuarie februarie martie aprilie mai iunie iulie august septembrie octombrie noiembrie decembrie',
    short: 'ian. feb. mar. apr. mai iun. iul. aug. sep. oct. nov. dec.', contact: 'Contact', phone: 'Telefon',
    since: 'din',
  },
};

/** A date of the CV ("2019-03", "2019") as the CV writes it, in one of the styles of `style`. */
export function showDate(value, lang, style) {
  const w = WORDS[lang];
  if (value === null) return style === 'upper' ? w.present.toUpperCase() : w.present;
  const [year, month] = value.split('-');
  if (!month || style === 'year') return year;
  const index = Number(month) - 1;
  if (style === 'numeric') return `${month}/${year}`;
  if (style === 'dotted') return `${month}.${year}`;
  if (style === 'short') return `${w.short.split(' ')[index]} ${year}`;
  if (style === 'upper') return `${w.months.split(' ')[index].toUpperCase()} ${year}`;
  return `${w.months.split(' ')[index]} ${year}`;
}
