// What a new page load would give the next front-end test file of a part (scripts/jest-parts.mjs,
// docs/testing.md#test-parts): an empty document, no storage, no cookies, the address at /. The files of a part share
// one jsdom; a file that left a `<script id="app-config">` in the page once gave the next file its settings.
module.exports = function freshPage() {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  for (const attribute of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(attribute.name);
  }
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; this only expires what a test set.
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  window.history.replaceState(null, '', '/');
};
