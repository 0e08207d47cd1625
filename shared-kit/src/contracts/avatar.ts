// What an Avatar without a picture shows (docs/design-system.md#avatar): the name's initials on one of a few token
// colours chosen from the name. shared-kit/ui's Avatar and the api's server-rendered pages (api/src/routes/pages/
// render/) both use these, so a company keeps its colour and letters from the first paint on. Pure, no DOM.

/** The number of colour classes in shared-kit/src/ui/styles/avatar.css (`sk-avatar--tone-0` ...). */
const AVATAR_TONES = 6;

/** A stable tone per name (0 to 5), so the same company always gets the same colour. */
export function avatarTone(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % AVATAR_TONES;
}

/** The first letters of the first two words ("Ana María López" -> "AM"), whole characters, in capitals. */
export function avatarInitials(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}
