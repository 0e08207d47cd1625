import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Passwords that guessing attacks try first (rules in docs/auth.md).
 *
 * The list is zxcvbn-ts's "passwords-common" dictionary (@zxcvbn-ts/language-common, MIT): about 49,000 passwords
 * ranked by how often they appear in published breaches, all lower case. Ours adds the site's own names and the
 * demo accounts' password. Loaded on first use (about 70 ms, a few MB), then kept.
 */
const SITE_WORDS = ['eulangjobs', 'eulangjob', 'eulang', 'demo-password', 'demopassword'];

let list: Set<string> | undefined;
function commonPasswords(): Set<string> {
  list ??= new Set([...dictionary['passwords-common'], ...SITE_WORDS]);
  return list;
}

/** One chunk said again and again: "aaaaaaaaaa", "adminadmin", "12341234". */
const REPEATED = /^(.+?)\1+$/;

/** A run of consecutive digits, up or down: "0123456789", "9876543210". */
function isDigitRun(text: string): boolean {
  if (!/^[0-9]+$/.test(text)) return false;
  const step = (text.charCodeAt(1) - text.charCodeAt(0) + 10) % 10;
  if (step !== 1 && step !== 9) return false;
  for (let i = 2; i < text.length; i++)
    if ((text.charCodeAt(i) - text.charCodeAt(i - 1) + 10) % 10 !== step) return false;
  return true;
}

/**
 * Whether a password (compared in lower case, without surrounding spaces) is on the list, is a list entry followed
 * only by digits and symbols (the first variations a cracker tries: "monkey1234", "sunshine12!"), repeats one chunk,
 * or is a run of digits.
 */
export function isCommonPassword(password: string): boolean {
  const text = password.trim().toLowerCase();
  const words = commonPasswords();
  if (words.has(text) || REPEATED.test(text) || isDigitRun(text)) return true;
  const base = text.replace(/[^\p{L}]+$/u, '');
  return base.length > 0 && base !== text && words.has(base);
}
