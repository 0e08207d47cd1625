// The fields of a CV read from a few lines of text, one test per cause the extraction failed on in real CVs
// (docs/cv-extraction.md#why-it-fails): languages inline, in the Europass grid, level words in more languages;
// names beside headings and job titles; national phones; hyphenated emails; skills' spellings; the Europass XML.
import { countryOf, readEmail, readPhone } from '../../src/services/cv-extraction/contact';
import { readEuropassXml } from '../../src/services/cv-extraction/europass';
import { readLanguages } from '../../src/services/cv-extraction/languages';
import { readName } from '../../src/services/cv-extraction/name';
import { readSkillItems, readSkills } from '../../src/services/cv-extraction/skills';

const sorted = (list: { language: string; level: number }[]) =>
  [...list].sort((a, b) => a.language.localeCompare(b.language));

describe('languages', () => {
  it('reads several languages on one line, each with its level', () => {
    expect(sorted(readLanguages(['Languages: English (native), German (basic)']))).toEqual([
      { language: 'english', level: 4 },
      { language: 'german', level: 1 },
    ]);
    expect(sorted(readLanguages(['Idiomas: Español – nativo, Inglés – C1']))).toEqual([
      { language: 'english', level: 3 },
      { language: 'spanish', level: 4 },
    ]);
  });

  it('reads a name and its level on the next line, and level words of Dutch, Swedish and Czech', () => {
    expect(sorted(readLanguages(['Français', 'langue maternelle', 'Néerlandais', 'intermédiaire']))).toEqual([
      { language: 'dutch', level: 2 },
      { language: 'french', level: 4 },
    ]);
    expect(readLanguages(['Engels: vloeiend'])).toEqual([{ language: 'english', level: 3 }]);
    expect(readLanguages(['Svenska modersmål'])).toEqual([{ language: 'swedish', level: 4 }]);
    expect(readLanguages(['Němčina – základní'])).toEqual([{ language: 'german', level: 1 }]);
  });

  it('reads "średniozaawansowany" as intermediate, not as the advanced word it contains', () => {
    expect(readLanguages(['Angielski – średniozaawansowany'])).toEqual([{ language: 'english', level: 2 }]);
    expect(readLanguages(['Angielski – zaawansowany'])).toEqual([{ language: 'english', level: 3 }]);
  });

  it('reads the Europass grid: the median of five levels, and the mother tongue under its label', () => {
    const rows = ['Mother tongue(s) Italian', 'English C1 C2 B2 C1 C2', 'German A2 A2 B1 A1 A2'];
    expect(sorted(readLanguages([], rows))).toEqual([
      { language: 'english', level: 3 },
      { language: 'german', level: 1 },
      { language: 'italian', level: 4 },
    ]);
    // The same grid read column by column: the labels and names first, then the mother tongue and the levels.
    const columns = ['Lingua madre', 'Altre lingue', 'inglese', 'tedesco', 'Giulia Romano', 'italiano'];
    const grid = [
      'COMPRENSIONE PARLATO',
      'C1 C1 C1 B2 C1',
      'B1 B1 A2 A2 B1',
      'Livelli: A1 e A2: Utente base – B1 e B2',
    ];
    expect(sorted(readLanguages([], [...columns, ...grid]))).toEqual([
      { language: 'english', level: 3 },
      { language: 'german', level: 2 },
      { language: 'italian', level: 4 },
    ]);
  });

  it('reads a grid row whose name is set on the row below it, and not the next language’s name', () => {
    const rows = [
      'Muttersprache(n) Deutsch',
      'C1 Kompetente C1 Kompetente C1 Kompetente C1 Kompetente B2 Selbständige',
      'Englisch Sprachver- Sprachver- Sprachver- Sprachver- Sprachver-',
      'wendung wendung wendung wendung wendung',
      'A2 Elementare A2 Elementare A2 Elementare A2 Elementare A1 Elementare',
      'Italienisch Sprachver- Sprachver- Sprachver- Sprachver- Sprachver-',
    ];
    expect(sorted(readLanguages([], rows))).toEqual([
      { language: 'english', level: 3 },
      { language: 'german', level: 4 },
      { language: 'italian', level: 1 },
    ]);
    const above = ['Englisch', 'C1 C1 C1 C1 B2', 'Italienisch', 'A2 A2 A2 A2 A1'];
    expect(sorted(readLanguages([], above))).toEqual([
      { language: 'english', level: 3 },
      { language: 'italian', level: 1 },
    ]);
  });

  it('outside the languages section, takes a language only with its level right after it', () => {
    expect(readLanguages([], ['Volunteer, German Red Cross, good results in first aid'])).toEqual([]);
    expect(readLanguages([], ['German Teacher – advanced courses'])).toEqual([]);
    expect(readLanguages([], ['Languages: English (native speaker)'])).toEqual([{ language: 'english', level: 4 }]);
    expect(readLanguages([], ['Sprachen: Englisch (C1), Französisch (A2)'])).toHaveLength(2);
  });
});

describe('name', () => {
  it('is not a heading of personal information, and is found by the email address', () => {
    const lines = ['INFORMAZIONI PERSONALI', 'ESPERIENZA PROFESSIONALE', 'COMPETENZE PERSONALI', 'Giulia Romano'];
    expect(readName(lines, 'giulia.romano@example.it')).toEqual({ nombre: 'Giulia', apellidos: 'Romano' });
    expect(readName(['Osobní údaje', 'Petra Nováková'], null)).toEqual({ nombre: 'Petra', apellidos: 'Nováková' });
  });

  it('takes the name on one line with the job title, and not a job title above it', () => {
    expect(readName(['Emily Carter | Marketing Manager'], null)).toEqual({ nombre: 'Emily', apellidos: 'Carter' });
    expect(readName(['TECHNICIEN SUPPORT', 'Julien Marchand'], 'julien.marchand@example.be')).toEqual({
      nombre: 'Julien',
      apellidos: 'Marchand',
    });
  });

  it('puts the given name first when the CV writes the surname first and the address does not', () => {
    expect(readName(['Nome / Cognome Conti Alessandro'], 'alessandro.conti@example.it')).toEqual({
      nombre: 'Alessandro',
      apellidos: 'Conti',
    });
  });

  it('finds a Greek name in an address written in Latin letters', () => {
    expect(readName(['ΑΤΟΜΙΚΕΣ ΔΕΞΙΟΤΗΤΕΣ', 'Ελένη Παπαδοπούλου'], 'eleni.papadopoulou@example.gr')).toEqual({
      nombre: 'Ελένη',
      apellidos: 'Παπαδοπούλου',
    });
  });

  it('takes the part with the fewest words the address does not hold', () => {
    expect(readName(['Zürich, Switzerland Thomas Berger', 'Thomas Berger'], 'thomas.berger@example.ch')).toEqual({
      nombre: 'Thomas',
      apellidos: 'Berger',
    });
  });

  it('keeps particles ("i", "de") inside a name', () => {
    expect(readName(['Jordi Puig i Serra'], null)).toEqual({ nombre: 'Jordi', apellidos: 'Puig i Serra' });
  });
});

describe('contact', () => {
  it('reads an email hyphenated over two lines whole', () => {
    expect(readEmail(['Madrid, España', 'B lu-', 'cia.fernandez@example.es'])).toBe('lucia.fernandez@example.es');
  });

  it('reads a national phone as one of the country of the address or of the email', () => {
    const address = ['Leopoldstraße 50, 80802 München, Deutschland', '089 12345678'];
    expect(readPhone(address, countryOf(address, null))).toBe('+498912345678');
    const dotted = ['33000 BORDEAUX', '05.56.31.32.33.'];
    expect(readPhone(dotted, countryOf(dotted, 'contact@mathweb.fr'))).toBe('+33556313233');
    expect(readPhone(['070-123 45 67'], countryOf([], 'erik@example.se'))).toBe('+46701234567');
  });

  it('keeps an international number the metadata does not know as assigned', () => {
    expect(readPhone(['I +44 7700 900123 • # emily.carter@example.co.uk'], undefined)).toBe('+447700900123');
  });
});

describe('skills', () => {
  it('reads the items after a label and the common spellings of known skills', () => {
    expect(readSkills(['Skills : Marketing, SEO, Content Writing'])).toEqual(
      expect.arrayContaining(['Marketing', 'SEO', 'Content Writing']),
    );
    expect(readSkills(['Skills : Marketing, SEO'])).not.toContain('Skills : Marketing');
    expect(readSkills(['MS Excel, Node, Postgres, K8s'])).toEqual(
      expect.arrayContaining(['Excel', 'Node.js', 'PostgreSQL', 'Kubernetes']),
    );
  });

  it('reads tags set apart by spaces, icons before them, and a label glued to the first item', () => {
    expect(readSkills(['Python SQL Power BI', '\uf0da Customer Service'])).toEqual(
      expect.arrayContaining(['Python', 'SQL', 'Power BI', 'Customer Service']),
    );
    expect(readSkills([], ['Kompetenser C#, .NET, Azure, SQL'])).toEqual(
      expect.arrayContaining(['C#', '.NET', 'Azure', 'SQL']),
    );
  });

  it('outside the skills section, reads a list line but not a sentence', () => {
    expect(readSkills([], ['SAP, Excel, Sales, SolidWorks'])).toEqual(
      expect.arrayContaining(['SAP', 'Excel', 'Sales', 'SolidWorks']),
    );
    expect(readSkills([], ['I used Excel, Word and SAP every day in the accounts team.'])).toEqual([]);
  });

  it("leaves out the page's footer that the last section runs into (a Europass PDF's copyright and page count)", () => {
    // The footer row of cs-01-europasscv.pdf, its cells joined as the extraction joins a skills row's cells.
    const footer =
      '28. listopadu 2026, © Evropská unie, 2002 – 2026 | https://europass.cedefop.europa.eu, Strana 1 / 1';
    expect(readSkillItems(['Accounting, Payroll, Excel', footer])).toEqual(['Accounting', 'Payroll', 'Excel']);
    expect(readSkills(['Accounting, Payroll, Excel', footer])).not.toContain('Strana 1 / 1');
  });
});

describe('Europass XML', () => {
  it('reads the 2013-2020 editor’s SkillsPassport', () => {
    const xml = `<SkillsPassport xmlns="http://europass.cedefop.europa.eu/Europass"><LearnerInfo>
      <Identification><PersonName><FirstName>Ana</FirstName><Surname>Gil</Surname></PersonName>
      <ContactInfo><Email><Contact>ana@example.es</Contact></Email>
      <TelephoneList><Telephone><Contact>+34 655 44 33 22</Contact></Telephone></TelephoneList></ContactInfo></Identification>
      <WorkExperienceList><WorkExperience><Period><From year="2018" month="--01"/><Current>true</Current></Period>
      <Position><Label>Jefa &amp; almacén</Label></Position><Employer><Name>Ebro S.L.</Name></Employer></WorkExperience>
      </WorkExperienceList><Skills><Linguistic><MotherTongueList><MotherTongue><Description><Code>es</Code></Description>
      </MotherTongue></MotherTongueList><ForeignLanguageList><ForeignLanguage><Description><Code>en</Code></Description>
      <ProficiencyLevel><Listening>B2</Listening><Reading>B2</Reading><SpokenInteraction>B1</SpokenInteraction>
      <SpokenProduction>B1</SpokenProduction><Writing>C1</Writing></ProficiencyLevel></ForeignLanguage></ForeignLanguageList>
      </Linguistic><Computer><Description>SAP, Excel</Description></Computer></Skills></LearnerInfo></SkillsPassport>`;
    expect(readEuropassXml(xml)).toEqual({
      name: { nombre: 'Ana', apellidos: 'Gil' },
      email: 'ana@example.es',
      phone: '+34655443322',
      languages: [
        { language: 'spanish', level: 4 },
        { language: 'english', level: 2 },
      ],
      experience: [{ puesto: 'Jefa & almacén', empresa: 'Ebro S.L.', f_inicio: '2018-01-01', f_final: null }],
      education: [],
      skills: ['SAP', 'Excel'],
    });
  });

  it('reads the 2020 editor’s Candidate, and nothing from another XML', () => {
    const xml = `<Candidate xmlns="http://www.europass.eu/1.0"><CandidatePerson><PersonName><oa:GivenName>Mark</oa:GivenName>
      <hr:FamilyName>Ellison</hr:FamilyName></PersonName><Communication><ChannelCode>Telephone</ChannelCode>
      <CountryDialing>356</CountryDialing><oa:DialNumber>79123456</oa:DialNumber></Communication>
      <PrimaryLanguageCode name="NORMAL">mlt</PrimaryLanguageCode></CandidatePerson><CandidateProfile>
      <EducationHistory><EducationOrganizationAttendance><hr:OrganizationName>University of Malta</hr:OrganizationName>
      <AttendancePeriod><StartDate><hr:FormattedDateTime>2014-10</hr:FormattedDateTime></StartDate><EndDate>
      <hr:FormattedDateTime>2017-06</hr:FormattedDateTime></EndDate></AttendancePeriod><EducationDegree>
      <hr:DegreeName>BSc IT</hr:DegreeName></EducationDegree></EducationOrganizationAttendance></EducationHistory>
      </CandidateProfile></Candidate>`;
    const read = readEuropassXml(xml);
    expect(read?.name).toEqual({ nombre: 'Mark', apellidos: 'Ellison' });
    expect(read?.phone).toBe('+35679123456');
    expect(read?.languages).toEqual([{ language: 'maltese', level: 4 }]);
    expect(read?.education).toEqual([
      { titulo: 'BSc IT', centro_estudios: 'University of Malta', f_inicio: '2014-10-01', f_final: '2017-06-01' },
    ]);
    expect(readEuropassXml('<svg xmlns="http://www.w3.org/2000/svg"/>')).toBeNull();
    // Tags never closed are read in one pass, as nothing (a hostile attachment costs no more than its size).
    expect(readEuropassXml(`<SkillsPassport>${'<Label '.repeat(50_000)}<WorkExperience>`)?.experience).toEqual([]);
  });
});
