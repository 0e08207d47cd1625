/** The first line of every XML document the api writes (sitemaps, the blog's feed). */
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** Text as XML character data or attribute value: the five predefined entities. */
export const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
