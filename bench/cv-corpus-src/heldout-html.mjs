// HTML CVs of the held-out corpus, printed to PDF by Chromium (heldout-build.mjs): the manner of online CV
// builders. twocol: Reactive Resume's (a left sidebar with contact, skills and languages; the employer and the
// dates on one row, the title under them). canva: a Canva-like page (the name in capitals, letter-spaced headings
// in capitals, two columns).
const esc = (text) =>
  String(text ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const page = (cv, style, body) => `<!DOCTYPE html>
<html lang="${cv.lang}"><head><meta charset="utf-8"><title>${esc(cv.name)}</title>
<style>@page{size:A4;margin:0} body{margin:0;font-family:'DejaVu Sans','Liberation Sans',sans-serif;color:#222}
${style}</style></head><body>
${body}
</body></html>`;

export function htmlTwoColumns(cv) {
  const entries = (list) =>
    list
      .map(
        (e) => `<div class="entry"><div class="row"><b>${esc(e.empresa)}</b><span>${esc(e.when)}</span></div>
<div class="row"><span>${esc(e.puesto)}</span><span class="muted">${esc(e.city)}</span></div></div>`,
      )
      .join('\n');
  return page(
    cv,
    `.wrap{display:flex;min-height:297mm} aside{width:62mm;background:#f1f5f9;padding:14mm 8mm;font-size:9.5pt}
main{flex:1;padding:14mm 10mm;font-size:10pt} h1{font-size:22pt;margin:0} .headline{color:#0f766e;margin:2mm 0 6mm}
h2{font-size:11pt;color:#0f766e;border-bottom:1px solid #0f766e;margin:6mm 0 3mm;padding-bottom:1mm}
.entry{margin-bottom:3mm} .row{display:flex;justify-content:space-between} .muted{color:#666}
ul{padding-left:4mm;margin:0} li{margin-bottom:1mm}`,
    `<div class="wrap"><aside>
<h2>${esc(cv.h.contact)}</h2><p>${esc(cv.email)}<br>${esc(cv.phone)}<br>${esc(cv.place)}</p>
<h2>${esc(cv.h.skills)}</h2><ul>${cv.skills.map((one) => `<li>${esc(one)}</li>`).join('')}</ul>
<h2>${esc(cv.h.lang)}</h2>${cv.langs.map((one) => `<p><b>${esc(one.label)}</b><br>${esc(one.text)}</p>`).join('')}
</aside><main>
<h1>${esc(cv.name)}</h1><div class="headline">${esc(cv.headline)}</div>
<h2>${esc(cv.h.profile)}</h2><p>${esc(cv.profile)}</p>
<h2>${esc(cv.h.exp)}</h2>${entries(cv.exp)}
<h2>${esc(cv.h.edu)}</h2>${entries(cv.edu)}
</main></div>`,
  );
}

export function htmlCanva(cv) {
  const entries = (list) =>
    list
      .map(
        (e) => `<div class="entry"><div class="when">${esc(e.when)}</div><div class="title">${esc(e.puesto)}</div>
<div>${esc(e.empresa)} | ${esc(e.city)}</div></div>`,
      )
      .join('\n');
  return page(
    cv,
    `header{background:#2d3b45;color:#fff;padding:12mm 14mm} h1{font-size:28pt;letter-spacing:4px;margin:0;text-transform:uppercase;font-weight:300}
.headline{letter-spacing:3px;text-transform:uppercase;font-size:10pt;margin-top:2mm}
.cols{display:flex} .left{width:62mm;padding:8mm 8mm 8mm 14mm;font-size:9.5pt} .right{flex:1;padding:8mm 14mm 8mm 6mm;font-size:10pt}
h2{font-size:12pt;letter-spacing:3px;text-transform:uppercase;font-weight:600;margin:4mm 0 3mm;color:#2d3b45}
.entry{margin-bottom:4mm} .when{font-size:8.5pt;color:#777} .title{font-weight:600} p{margin:0 0 2mm}`,
    `<header><h1>${esc(cv.name)}</h1><div class="headline">${esc(cv.headline)}</div></header>
<div class="cols"><div class="left">
<h2>${esc(cv.h.contact)}</h2><p>${esc(cv.phone)}</p><p>${esc(cv.email)}</p><p>${esc(cv.place)}</p>
<h2>${esc(cv.h.lang)}</h2>${cv.langs.map((one) => `<p>${esc(one.label)} – ${esc(one.text)}</p>`).join('')}
<h2>${esc(cv.h.skills)}</h2>${cv.skills.map((one) => `<p>${esc(one)}</p>`).join('')}
</div><div class="right">
<h2>${esc(cv.h.profile)}</h2><p>${esc(cv.profile)}</p>
<h2>${esc(cv.h.exp)}</h2>${entries(cv.exp)}
<h2>${esc(cv.h.edu)}</h2>${entries(cv.edu)}
</div></div>`,
  );
}
