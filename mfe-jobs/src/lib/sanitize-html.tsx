import { createElement, type ReactNode } from 'react';

// Company-written HTML (minisite content) is never injected as markup: it is parsed inertly and rebuilt as
// React elements from a strict allowlist. Attributes other than a safe link target are dropped; scripts,
// styles, iframes, event handlers and images are gone with their tags (their text is kept only for text tags).
const ALLOWED = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a', 'span']);
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math']);

function safeHref(href: string | null): string | undefined {
  if (!href) return undefined;
  return /^(https?:|mailto:)/i.test(href.trim()) ? href.trim() : undefined;
}

function convert(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED_WITH_CONTENT.has(tag)) return null;
  const children = Array.from(element.childNodes, convert);
  if (!ALLOWED.has(tag)) return children;
  if (tag === 'a') {
    const href = safeHref(element.getAttribute('href'));
    if (!href) return children;
    return createElement('a', { key, href, rel: 'noopener noreferrer nofollow', target: '_blank' }, ...children);
  }
  return createElement(tag, { key }, ...(tag === 'br' ? [] : children));
}

/** React nodes for an untrusted HTML string, keeping only the allowlisted formatting. */
export function sanitizeHtml(html: string): ReactNode {
  if (!html || typeof DOMParser === 'undefined') return null;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.body.childNodes, convert);
}
