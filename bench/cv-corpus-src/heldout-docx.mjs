// Word documents of the held-out corpus, written as WordprocessingML parts (heldout-build.mjs zips them):
// header: the name and contact in the page's header, a footer with the page, headings as bold larger paragraphs
// (no heading styles); textbox: a sidebar (contact, languages, skills) in a text box (VML, as Word writes its
// fallback), the main text beside it.
const esc = (text) =>
  String(text ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const W =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office"';
const run = (text, { bold = false, size = 21, color } = {}) =>
  `<w:r><w:rPr>${bold ? '<w:b/>' : ''}${color ? `<w:color w:val="${color}"/>` : ''}<w:sz w:val="${size}"/></w:rPr><w:t xml:space="preserve">${esc(text)}</w:t></w:r>`;
const para = (runs, { tab, spaceBefore = 0 } = {}) =>
  `<w:p><w:pPr>${tab ? `<w:tabs><w:tab w:val="right" w:pos="${tab}"/></w:tabs>` : ''}<w:spacing w:before="${spaceBefore}" w:after="60"/></w:pPr>${runs}</w:p>`;
const tabRun = '<w:r><w:tab/></w:r>';
const heading = (text) => para(run(text, { bold: true, size: 28, color: '1F4E79' }), { spaceBefore: 240 });

const CONTENT_TYPES = (extra) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
${extra}
</Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>`;
const documentXml = (body, sectPr = '') => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document ${W}><w:body>${body}<w:sectPr>${sectPr}<w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1418" w:right="1134" w:bottom="1134" w:left="1134" w:header="567" w:footer="567" w:gutter="0"/></w:sectPr></w:body></w:document>`;

const entryParagraphs = (e) =>
  para(run(e.puesto, { bold: true }) + tabRun + run(e.when), { tab: 9638 }) + para(run(`${e.empresa}, ${e.city}`));

export function docxHeader(cv) {
  const body = [
    heading(cv.h.exp),
    ...cv.exp.map(entryParagraphs),
    heading(cv.h.edu),
    ...cv.edu.map(entryParagraphs),
    heading(cv.h.lang),
    ...cv.langs.map((one) => para(run(`${one.label} – ${one.text}`))),
    heading(cv.h.skills),
    para(run(cv.skills.join(', '))),
  ].join('');
  const part = (tag, inner) =>
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:${tag} ${W}>${inner}</w:${tag}>`;
  return {
    '[Content_Types].xml':
      CONTENT_TYPES(`<Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/>
<Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/>`),
    '_rels/.rels': RELS,
    'word/_rels/document.xml.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header1.xml"/>
<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer" Target="footer1.xml"/>
</Relationships>`,
    'word/header1.xml': part(
      'hdr',
      para(run(cv.name, { bold: true, size: 36 }) + tabRun + run(cv.headline), { tab: 9638 }) +
        para(run(`${cv.place} · ${cv.phone} · ${cv.email}`, { size: 18 })),
    ),
    'word/footer1.xml': part('ftr', para(run(`Lebenslauf ${cv.name}`, { size: 16 }))),
    'word/document.xml': documentXml(
      body,
      '<w:headerReference w:type="default" r:id="rId1"/><w:footerReference w:type="default" r:id="rId2"/>',
    ),
  };
}

export function docxTextbox(cv) {
  const side = [
    heading(cv.h.contact),
    para(run(cv.phone)),
    para(run(cv.email)),
    para(run(cv.place)),
    heading(cv.h.lang),
    ...cv.langs.map((one) => para(run(one.label, { bold: true })) + para(run(one.text))),
    heading(cv.h.skills),
    ...cv.skills.map((one) => para(run(one))),
  ].join('');
  const box = `<w:r><w:pict><v:shape id="sidebar" type="#_x0000_t202" style="position:absolute;margin-left:-10pt;margin-top:90pt;width:150pt;height:560pt;z-index:1;mso-position-horizontal-relative:margin" fillcolor="#EEF2F6" stroked="f"><v:textbox><w:txbxContent>${side}</w:txbxContent></v:textbox></v:shape></w:pict></w:r>`;
  const indent = (xml) => xml.replace(/<w:pPr>/g, '<w:pPr><w:ind w:left="3400"/>');
  const body = [
    para(run(cv.name, { bold: true, size: 44 }) + box),
    para(run(cv.headline, { size: 26, color: '555555' })),
    indent(heading(cv.h.exp)),
    ...cv.exp.map((e) => indent(entryParagraphs(e))),
    indent(heading(cv.h.edu)),
    ...cv.edu.map((e) => indent(entryParagraphs(e))),
  ].join('');
  return {
    '[Content_Types].xml': CONTENT_TYPES(''),
    '_rels/.rels': RELS,
    'word/document.xml': documentXml(body),
  };
}
