// The XML the 2020 Europass editor attaches to its PDFs ("attachment.xml", an HR Open Standards Candidate in the
// Europass namespaces), written for the corpus's own Europass CVs from their data. Element names as the
// editor writes them (bench/cv-corpus/README.md#europass-pdfs).
const ISO639 = {
  english: 'eng',
  maltese: 'mlt',
  italian: 'ita',
  french: 'fra',
  arabic: 'ara',
  spanish: 'spa',
  dutch: 'nld',
};
const DIMENSIONS = [
  'CEF-Understanding-Listening',
  'CEF-Understanding-Reading',
  'CEF-Speaking-Interaction',
  'CEF-Speaking-Production',
  'CEF-Writing-Production',
];
const esc = (text) =>
  String(text ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const date = (tag, value) => (value ? `<${tag}><hr:FormattedDateTime>${value}</hr:FormattedDateTime></${tag}>` : '');

export function europassXml(cv) {
  const [, dialing, ...rest] = cv.phone.match(/^\+(\d+)\s(.*)$/) ?? [];
  const jobs = cv.exp
    .map(
      (e) => `<EmployerHistory><hr:OrganizationName>${esc(e.empresa)}</hr:OrganizationName>
<PositionHistory><PositionTitle typeCode="FREETEXT">${esc(e.puesto)}</PositionTitle>
<eures:EmploymentPeriod>${date('eures:StartDate', e.start)}${date('eures:EndDate', e.end)}<hr:CurrentIndicator>${e.end === null}</hr:CurrentIndicator></eures:EmploymentPeriod>
<oa:Description>&lt;p&gt;${esc(esc(e.desc))}&lt;/p&gt;</oa:Description><City>${esc(e.city)}</City></PositionHistory></EmployerHistory>`,
    )
    .join('\n');
  const courses = cv.edu
    .map(
      (e) => `<EducationOrganizationAttendance><hr:OrganizationName>${esc(e.empresa)}</hr:OrganizationName>
<AttendancePeriod>${date('StartDate', e.start)}${date('EndDate', e.end)}<Ongoing>${e.end === null}</Ongoing></AttendancePeriod>
<EducationDegree><hr:DegreeName>${esc(e.puesto)}</hr:DegreeName></EducationDegree></EducationOrganizationAttendance>`,
    )
    .join('\n');
  const mother = cv.langs
    .filter((one) => !one.grid)
    .map((one) => `<PrimaryLanguageCode name="NORMAL">${ISO639[one.language]}</PrimaryLanguageCode>`)
    .join('');
  const others = cv.langs
    .filter((one) => one.grid)
    .map(
      (one) =>
        `<PersonCompetency><CompetencyID schemeName="NORMAL">${ISO639[one.language]}</CompetencyID><hr:TaxonomyID>language</hr:TaxonomyID>${DIMENSIONS.map(
          (code, i) =>
            `<eures:CompetencyDimension><hr:CompetencyDimensionTypeCode>${code}</hr:CompetencyDimensionTypeCode><eures:Score><hr:ScoreText>${one.grid[i]}</hr:ScoreText></eures:Score></eures:CompetencyDimension>`,
        ).join('')}</PersonCompetency>`,
    )
    .join('\n');
  const skills = cv.skills
    .map(
      (one) =>
        `<PersonCompetency><hr:TaxonomyID>Digital_Skill</hr:TaxonomyID><hr:CompetencyName>${esc(one)}</hr:CompetencyName></PersonCompetency>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Candidate xmlns="http://www.europass.eu/1.0" xmlns:hr="http://www.hr-xml.org/3" xmlns:oa="http://www.openapplications.org/oagis/9" xmlns:eures="http://www.europass_eures.eu/1.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.europass.eu/1.0 Candidate.xsd">
<hr:DocumentID schemeID="corpus-${cv.id}" schemeName="DocumentIdentifier" schemeAgencyName="EUROPASS" schemeVersionID="4.0"/>
<CandidatePerson>
<PersonName><oa:GivenName>${esc(cv.first)}</oa:GivenName><hr:FamilyName>${esc(cv.last)}</hr:FamilyName></PersonName>
<Communication><ChannelCode>Email</ChannelCode><oa:URI>${esc(cv.email)}</oa:URI></Communication>
<Communication><ChannelCode>Telephone</ChannelCode><UseCode>mobile</UseCode><CountryDialing>${dialing}</CountryDialing><oa:DialNumber>${rest.join(' ').replace(/\s/g, '')}</oa:DialNumber></Communication>
${mother}
</CandidatePerson>
<CandidateProfile languageCode="${cv.lang}">
<EmploymentHistory>
${jobs}
</EmploymentHistory>
<EducationHistory>
${courses}
</EducationHistory>
<PersonQualifications>
${others}
</PersonQualifications>
<Skills>${skills}</Skills>
</CandidateProfile>
</Candidate>
`;
}

/** ISO 639-1 codes of the languages the corpus's 2013-style Europass CVs name. */
const ISO639_1 = { italian: 'it', english: 'en', german: 'de', spanish: 'es' };
const period = (e) => {
  const point = (tag, value) => {
    const [year, month] = value.split('-');
    return `<${tag} year="${year}"${month ? ` month="--${month}"` : ''}/>`;
  };
  return `<Period>${point('From', e.start)}${e.end === null ? '<Current>true</Current>' : point('To', e.end)}</Period>`;
};

/**
 * The XML Cedefop's Europass editor (2012-2020) attached to its PDFs as "Europass-XML-Attachment.xml": a
 * SkillsPassport document (schema V3.x), written for the corpus's 2013-layout Europass CVs from their data.
 */
export function skillsPassportXml(cv) {
  const jobs = cv.exp
    .map(
      (e) =>
        `<WorkExperience>${period(e)}<Position><Label>${esc(e.puesto)}</Label></Position><Activities>${esc(e.desc)}</Activities><Employer><Name>${esc(e.empresa)}</Name><ContactInfo><Address><Contact><Municipality>${esc(e.city)}</Municipality></Contact></Address></ContactInfo></Employer></WorkExperience>`,
    )
    .join('\n');
  const courses = cv.edu
    .map(
      (e) =>
        `<Education>${period(e)}<Title>${esc(e.puesto)}</Title><Organisation><Name>${esc(e.empresa)}</Name><ContactInfo><Address><Contact><Municipality>${esc(e.city)}</Municipality></Contact></Address></ContactInfo></Organisation></Education>`,
    )
    .join('\n');
  const describe = (one) =>
    `<Description><Code>${ISO639_1[one.language]}</Code><Label>${esc(one.label)}</Label></Description>`;
  const names = ['Listening', 'Reading', 'SpokenInteraction', 'SpokenProduction', 'Writing'];
  return `<?xml version="1.0" encoding="UTF-8"?>
<SkillsPassport xmlns="http://europass.cedefop.europa.eu/Europass" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://europass.cedefop.europa.eu/Europass http://europass.cedefop.europa.eu/xml/v3.3.0/EuropassSchema.xsd" locale="${cv.lang}">
<DocumentInfo><DocumentType>ECV</DocumentType><XSDVersion>V3.3</XSDVersion><Generator>EWA</Generator><Comment>Europass CV</Comment></DocumentInfo>
<LearnerInfo>
<Identification><PersonName><FirstName>${esc(cv.first)}</FirstName><Surname>${esc(cv.last)}</Surname></PersonName>
<ContactInfo><Address><Contact><AddressLine>${esc(cv.place)}</AddressLine></Contact></Address><Email><Contact>${esc(cv.email)}</Contact></Email>
<TelephoneList><Telephone><Contact>${esc(cv.phone)}</Contact><Use><Code>mobile</Code></Use></Telephone></TelephoneList></ContactInfo></Identification>
<WorkExperienceList>
${jobs}
</WorkExperienceList>
<EducationList>
${courses}
</EducationList>
<Skills><Linguistic>
<MotherTongueList>${cv.langs
    .filter((one) => !one.grid)
    .map((one) => `<MotherTongue>${describe(one)}</MotherTongue>`)
    .join('')}</MotherTongueList>
<ForeignLanguageList>${cv.langs
    .filter((one) => one.grid)
    .map(
      (one) =>
        `<ForeignLanguage>${describe(one)}<ProficiencyLevel>${names.map((name, i) => `<${name}>${one.grid[i]}</${name}>`).join('')}</ProficiencyLevel></ForeignLanguage>`,
    )
    .join('\n')}</ForeignLanguageList>
</Linguistic>
<Computer><Description>${esc(cv.skills.join(', '))}</Description></Computer></Skills>
</LearnerInfo>
</SkillsPassport>
`;
}
