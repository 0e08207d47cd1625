import { useEffect, useRef, useState } from 'react';

export type AvatarProps = {
  /** The person's or company's name: the image's text alternative and the source of the initials and colour. */
  name: string;
  src?: string | null;
  size?: 'sm' | 'md' | 'lg';
  /** `square` for company logos, `circle` for people. */
  shape?: 'circle' | 'square';
  /** The name is written right beside it: the picture is hidden from screen readers (alt=""), not said twice. */
  decorative?: boolean;
  className?: string;
};

/** The number of colour classes in styles/avatar.css (`sk-avatar--tone-0` ...). */
const TONES = 6;

/** A stable tone per name, so the same company always gets the same colour. */
function toneOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % TONES;
}

/** The first letters of the first two words ("Ana María López" -> "AM"), whole characters, in capitals. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

/**
 * A picture of a person or a company's logo (docs/design-system.md#avatar), or the name's initials on a colour derived
 * from the name when there is no picture or it fails to load.
 */
export function Avatar({ name, src, size = 'md', shape = 'circle', decorative = false, className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  // An image of the server's markup may have failed before React attached its error handler (docs/pages.md).
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0 && src) setFailed(src);
  }, [src]);
  const classes = ['sk-avatar', `sk-avatar--${size}`, `sk-avatar--${shape}`, className];
  if (src && failed !== src)
    return (
      <img
        ref={image}
        className={classes.filter(Boolean).join(' ')}
        src={src}
        alt={decorative ? '' : name}
        onError={() => setFailed(src)}
      />
    );
  const label = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };
  return (
    <span {...label} className={[...classes, `sk-avatar--tone-${toneOf(name)}`].filter(Boolean).join(' ')}>
      {initialsOf(name)}
    </span>
  );
}
