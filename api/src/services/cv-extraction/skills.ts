// Skills from a CV's skills section (docs/product-rules.md#cv-extraction): items split on commas, bullets and
// semicolons, each a short phrase.
const MAX_SKILLS = 30;

export function readSkills(lines: string[]): string[] {
  const found = new Map<string, string>();
  for (const line of lines) {
    for (const raw of line.split(/\s*[,;•·|]\s*/)) {
      const item = raw.replace(/^[-–*]\s*/, '').trim();
      if (item.length < 2 || item.length > 50 || item.split(' ').length > 5) continue;
      if (!found.has(item.toLowerCase())) found.set(item.toLowerCase(), item);
    }
  }
  return [...found.values()].slice(0, MAX_SKILLS);
}
