// The labels of the 2004-2012 Europass layout (docs/cv-extraction.md#entries): each value of an entry stands right of
// its label ("Beruf oder Funktion  Vertriebsingenieur", "Name und Adresse des Arbeitgebers  Isar Maschinenbau GmbH"),
// and a long label wraps over two or three lines. The label says what the value is.
import { fold } from './headings';
import { type CvLine, part } from './layout';

type Role = 'dates' | 'title' | 'org' | 'other';

const words = (list: string) => list.replace(/\n\s*/g, '').split('|');

const LABELS: [Role, string[]][] = [
  ['dates', words('dates|zeitraum|date|fechas|periodo|okres|datas|data|periode|obdobi|datum|perioada|ημερομηνιες')],
  [
    'title',
    words(`occupation or position held|beruf oder funktion|fonction ou poste occupe|profesion o cargo desempenado|
    lavoro o posizione ricoperti|zawod lub zajmowane stanowisko|funcao ou cargo ocupado|beroep of functie|
    title of qualification awarded|bezeichnung der erworbenen qualifikation|intitule du certificat ou diplome delivre|
    cualificacion obtenida|titulo de la cualificacion obtenida|titolo della qualifica rilasciata|
    nazwa uzyskanego dyplomu lub zaswiadczenia|designacao da qualificacao atribuida|
    naam van het behaalde diploma of certificaat`),
  ],
  [
    'org',
    words(`name and address of employer|name und adresse des arbeitgebers|nom et adresse de l'employeur|
    nombre y direccion de la empresa o empleador|nombre y direccion del empleador|nome e indirizzo del datore di lavoro|
    nazwa i adres pracodawcy|nome e morada do empregador|naam en adres van de werkgever|
    name and type of organisation providing education and training|
    name und art der bildungs- oder ausbildungseinrichtung|
    nom et type de l'etablissement d'enseignement ou de formation|nombre y tipo del centro de estudios|
    nome e tipo d'organizzazione erogatrice dell'istruzione e formazione|
    nazwa i rodzaj instytucji ksztalcacej|nome e tipo da organizacao de ensino ou formacao|
    naam en type onderwijs- of opleidingsinstelling`),
  ],
  [
    'other',
    words(`main activities and responsibilities|wichtigste tatigkeiten und zustandigkeiten|
    principales activites et responsabilites|funciones y responsabilidades principales|
    principali attivita e responsabilita|glowne czynnosci i obowiazki|principais actividades e responsabilidades|
    voornaamste werkzaamheden en verantwoordelijkheden|type of business or sector|
    tatigkeitsbereich oder branche|type ou secteur d'activite|tipo de empresa o sector|tipo di attivita o settore|
    principal subjects/occupational skills covered|hauptfacher/berufliche fahigkeiten|
    principales matieres/competences professionnelles couvertes|
    principales materias o capacidades profesionales estudiadas|
    principali tematiche/competenze professionali acquisite|
    level in national or international classification|stufe der nationalen oder internationalen klassifikation|
    niveau dans la classification nationale ou internationale|nivel conforme a una clasificacion nacional o internacional|
    livello nella classificazione nazionale o internazionale`),
  ],
];

const norm = (text: string) => fold(text).replace(/[’`]/g, "'").replace(/\s+/g, ' ');

/** The role of a label a cell begins (the first words of a label count: it wraps), or null. */
function labelOf(cell: string): { role: Role; label: string } | null {
  const text = norm(cell);
  if (text.length < 4) return labelExact(text);
  for (const [role, labels] of LABELS) {
    for (const label of labels) if (label === text || label.startsWith(`${text} `)) return { role, label };
  }
  return null;
}

const labelExact = (text: string) => {
  for (const [role, labels] of LABELS) if (labels.includes(text)) return { role, label: text };
  return null;
};

export type RoledLine = CvLine & { role: Role | null };

/**
 * Lines with their Europass label taken off and said as a role; the wrapped rest of a label ("Arbeitgebers") is
 * dropped. Lines without a label keep a null role.
 */
export function readLabels(lines: CvLine[]): RoledLine[] {
  const out: RoledLine[] = [];
  let pending = '';
  for (const line of lines) {
    const [first] = line.cells;
    const rest = part(line, 1);
    const label = first && line.cells.length > 0 ? labelOf(first) : null;
    if (pending && first && pending.startsWith(norm(first))) {
      pending = pending.slice(norm(first).length).trim();
      if (rest.cells.length) out.push({ ...rest, role: null });
      continue;
    }
    if (label) {
      pending = label.label.slice(norm(first).length).trim();
      if (rest.cells.length) out.push({ ...rest, role: label.role });
      continue;
    }
    pending = '';
    out.push({ ...line, role: null });
  }
  return out;
}
