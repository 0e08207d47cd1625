import { webAddress } from '../../src/lib/web-address';

describe('the one rule of a web address (docs/input-validation.md#web-addresses)', () => {
  it.each([
    ['https://acme.example', 'https://acme.example/'],
    ['http://acme.example/jobs?x=1', 'http://acme.example/jobs?x=1'],
    ['  www.acme.example/about ', 'https://www.acme.example/about'],
    ['HTTPS://Acme.Example/Path', 'https://acme.example/Path'],
  ])('accepts %s as %s', (typed, stored) => {
    expect(webAddress(typed)?.href).toBe(stored);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:someone@acme.example',
    'ftp://acme.example',
    '//evil.example',
    '/relative/path',
    'localhost',
    'https://user:secret@acme.example',
    '',
    '   ',
  ])('refuses %s', (typed) => {
    expect(webAddress(typed)).toBeNull();
  });
});
