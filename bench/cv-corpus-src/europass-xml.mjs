// The XML the 2020 Europass editor attaches to its PDFs ("attachment.xml", an HR Open Standards Candidate in the
// Europass namespaces), written for the corpus's own Europass CVs from their data. Element names as the
// editor writes them (bench/cv-corpus/README.md#europass-pdfs).
const ISO639 = {
  english: 'eng', maltese: 'mlt', italian: 'ita', french: 'fra', arabic: 'ara', spanish: 'spa', dutch: 'nld',
};
const DIMENSIONS = [
  'CEF-Understanding-Listening',
  'CEF-Understanding-Reading',
  'CEF-Speaking-Interaction',
  'CEF-Speaking-Production',
  'CEF-Writing-Production',
];
const esc = (text) => String(text ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
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
    .map((one) => `<PersonCompetency><hr:TaxonomyID>Digital_Skill</hr:TaxonomyID><hr:CompetencyName>${esc(one)}</hr:CompetencyName></PersonCompetency>`)
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
