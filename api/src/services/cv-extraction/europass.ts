// The CV a Europass PDF carries as XML (docs/cv-extraction.md#europass-attachments): the Europass editors attach
// the whole CV to the PDF they print, `attachment.xml` (2020 editor, HR Open Standards `Candidate`) or
// `Europass-XML-Attachment.xml` (2012-2020 editor, `SkillsPassport`). Its fields are exact where the page's text
// has to be guessed, so they are proposed first (index.ts merges them with the text's reading). The XML is read
// with a few bounded regular expressions, by local element name: no parser to trust with a stranger's file.
import { languageSlugOfCode } from '../language-codes';
import type { CvExtraction } from '.';
import { levelOfGrid } from './languages';
import { openPdf } from './read-text';

/** An attachment larger than this is no Europass CV (theirs are a few kilobytes): it is not read. */
const MAX_XML_BYTES = 512 * 1024;
const ATTACHMENTS = /^(attachment\.xml|europass-xml-attachment\.xml)$/i;

type Fields = Omit<CvExtraction, 'text_found' | 'location' | 'skill_items'>;

/**
 * The inner texts of the elements named `name` (any namespace prefix) in `xml`, in document order. Linear in the
 * text: each closing tag is looked for once, and an element never closed ends the search (a file made of opening
 * tags costs no more than one pass).
 */
function all(xml: string, name: string): string[] {
  // Attributes are bounded: a "<Label" never closed by ">" is not scanned to the end of the file.
  const opening = new RegExp(`<((?:[\\w-]{1,40}:)?${name})(?:\\s[^>]{0,2000})?>`, 'g');
  const found: string[] = [];
  for (let match = opening.exec(xml); match; match = opening.exec(xml)) {
    if (match[0].endsWith('/>')) {
      found.push('');
      continue;
    }
    const start = match.index + match[0].length;
    const end = xml.indexOf(`</${match[1]}>`, start);
    if (end < 0) break;
    found.push(xml.slice(start, end));
    opening.lastIndex = end;
  }
  return found;
}

const decode = (text: string) =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code) => String.fromCodePoint(Number(code) % 0x110000))
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** The first element's text, decoded, or null when there is none or it is empty. */
function one(xml: string | undefined, name: string): string | null {
  const [found] = xml === undefined ? [] : all(xml, name);
  return found === undefined ? null : decode(found) || null;
}

/** "2019-11", "2019-11-15" or "2019" as the extraction's `YYYY-MM-01`. */
function isoDate(text: string | null): string | null {
  const match = text?.match(/^(\d{4})(?:-(\d{2}))?/);
  return match ? `${match[1]}-${match[2] ?? '01'}-01` : null;
}

/** The 2012-2020 schema's `<From year="2019" month="--04"/>`. */
function attributeDate(xml: string, name: string): string | null {
  const element = xml.match(new RegExp(`<${name}\\s[^>]{0,200}>`))?.[0];
  const year = element?.match(/year="(\d{4})"/)?.[1];
  const month = element?.match(/month="-*(\d{1,2})"/)?.[1];
  return year ? `${year}-${(month ?? '1').padStart(2, '0')}-01` : null;
}

function fromCandidate(xml: string): Fields {
  const person = all(xml, 'CandidatePerson')[0] ?? '';
  const given = one(person, 'GivenName');
  const family = one(person, 'FamilyName');
  const channel = (code: string) =>
    all(person, 'Communication').filter((c) => new RegExp(`<ChannelCode>${code}</ChannelCode>`).test(c));
  const phone = channel('Telephone')[0];
  const dial = one(phone, 'DialNumber');
  const country = one(phone, 'CountryDialing');
  const languages = new Map<string, number>();
  for (const code of all(person, 'PrimaryLanguageCode')) {
    const slug = languageSlugOfCode(decode(code));
    if (slug) languages.set(slug, 4);
  }
  for (const competency of all(xml, 'PersonCompetency')) {
    const slug = one(competency, 'CompetencyID');
    const level = levelOfGrid(all(competency, 'ScoreText').map(decode));
    const language = slug && /<(?:hr:)?TaxonomyID>language</.test(competency) ? languageSlugOfCode(slug) : null;
    if (language && level && !languages.has(language)) languages.set(language, level);
  }
  const period = (entry: string, name: string) => {
    const start = isoDate(one(all(entry, name)[0], 'FormattedDateTime'));
    const endXml = all(entry, 'EndDate')[0];
    return { start, end: endXml === undefined ? null : isoDate(one(endXml, 'FormattedDateTime')) };
  };
  return {
    name: given || family ? { nombre: given ?? '', apellidos: family ?? '' } : null,
    email: one(channel('Email')[0], 'URI')?.toLowerCase() ?? null,
    phone: dial ? `${country ? `+${country.replace(/\D/g, '')}` : ''}${dial.replace(/[^\d+]/g, '')}` : null,
    languages: [...languages].map(([language, level]) => ({ language, level })),
    experience: all(xml, 'EmployerHistory').flatMap((employer) =>
      all(employer, 'PositionHistory').map((position) => {
        const { start, end } = period(position, 'StartDate');
        return {
          puesto: one(position, 'PositionTitle') ?? '',
          empresa: one(employer, 'OrganizationName'),
          f_inicio: start,
          f_final: end,
        };
      }),
    ),
    education: all(xml, 'EducationOrganizationAttendance').map((school) => {
      const { start, end } = period(school, 'StartDate');
      return {
        titulo: one(school, 'DegreeName') ?? '',
        centro_estudios: one(school, 'OrganizationName'),
        f_inicio: start,
        f_final: end,
      };
    }),
    skills: all(all(xml, 'Skills')[0] ?? '', 'CompetencyName').map(decode),
  };
}

function fromSkillsPassport(xml: string): Fields {
  const name = all(xml, 'PersonName')[0];
  const first = one(name, 'FirstName');
  const surname = one(name, 'Surname');
  const languages = new Map<string, number>();
  for (const tongue of all(xml, 'MotherTongue')) {
    const slug = languageSlugOfCode(one(tongue, 'Code') ?? '');
    if (slug) languages.set(slug, 4);
  }
  for (const foreign of all(xml, 'ForeignLanguage')) {
    const slug = languageSlugOfCode(one(foreign, 'Code') ?? '');
    const grid = all(foreign, 'ProficiencyLevel')[0] ?? '';
    const level = levelOfGrid(
      ['Listening', 'Reading', 'SpokenInteraction', 'SpokenProduction', 'Writing'].map((n) => one(grid, n) ?? ''),
    );
    if (slug && level && !languages.has(slug)) languages.set(slug, level);
  }
  const period = (entry: string) => ({
    start: attributeDate(entry, 'From'),
    end: /<Current>true<\/Current>/.test(entry) ? null : attributeDate(entry, 'To'),
  });
  const computer = one(all(xml, 'Computer')[0], 'Description') ?? '';
  return {
    name: first || surname ? { nombre: first ?? '', apellidos: surname ?? '' } : null,
    email: one(all(xml, 'Email')[0], 'Contact')?.toLowerCase() ?? null,
    phone: one(all(xml, 'Telephone')[0], 'Contact')?.replace(/[^\d+]/g, '') ?? null,
    languages: [...languages].map(([language, level]) => ({ language, level })),
    experience: all(xml, 'WorkExperience').map((job) => {
      const { start, end } = period(job);
      const employer = all(job, 'Employer')[0];
      return { puesto: one(job, 'Label') ?? '', empresa: one(employer, 'Name'), f_inicio: start, f_final: end };
    }),
    education: all(xml, 'Education').map((course) => {
      const { start, end } = period(course);
      const school = all(course, 'Organisation')[0];
      return {
        titulo: one(course, 'Title') ?? '',
        centro_estudios: one(school, 'Name'),
        f_inicio: start,
        f_final: end,
      };
    }),
    skills: computer.split(/\s*[,;•·\n]\s*/).filter((item) => item.length > 1 && item.length <= 50),
  };
}

/** The fields of a Europass XML document, or null when it is neither schema. */
export function readEuropassXml(xml: string): Fields | null {
  if (/<(?:\w+:)?Candidate[\s>]/.test(xml)) return fromCandidate(xml);
  if (/<(?:\w+:)?SkillsPassport[\s>]/.test(xml)) return fromSkillsPassport(xml);
  return null;
}

/** The Europass XML attached to a PDF, read; null when it has none (or it cannot be read: the text still is). */
export async function readEuropassAttachment(data: Buffer): Promise<Fields | null> {
  const task = await openPdf(data);
  try {
    const doc = await task.promise;
    const attachments = ((await doc.getAttachments()) ?? {}) as Record<
      string,
      { filename?: string; content?: Uint8Array }
    >;
    for (const [key, file] of Object.entries(attachments)) {
      if (!ATTACHMENTS.test(file.filename ?? key) || !file.content || file.content.length > MAX_XML_BYTES) continue;
      const read = readEuropassXml(Buffer.from(file.content).toString('utf8'));
      if (read) return read;
    }
    return null;
  } catch {
    return null;
  } finally {
    await task.destroy();
  }
}

/**
 * The text's reading completed by the attachment's: each field the XML gives is taken from it (it is what the
 * candidate typed into the editor), the text's own proposals kept where the XML is silent; languages and skills are
 * the union, the XML's level first.
 */
export function mergeEuropass(text: CvExtraction, xml: Fields): CvExtraction {
  const languages = new Map(text.languages.map(({ language, level }) => [language, level]));
  for (const { language, level } of xml.languages) languages.set(language, level);
  return {
    ...text,
    name: xml.name ?? text.name,
    email: xml.email ?? text.email,
    phone: xml.phone ?? text.phone,
    languages: [...languages].map(([language, level]) => ({ language, level })),
    experience: xml.experience.length ? xml.experience : text.experience,
    education: xml.education.length ? xml.education : text.education,
    skills: [...new Set([...xml.skills, ...text.skills])],
    skill_items: [...new Set([...xml.skills, ...text.skill_items])],
  };
}
