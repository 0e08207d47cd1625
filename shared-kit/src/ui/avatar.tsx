import { useEffect, useRef, useState } from 'react';
import { avatarInitials, avatarTone } from 'shared-kit/constants';

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
    <span {...label} className={[...classes, `sk-avatar--tone-${avatarTone(name)}`].filter(Boolean).join(' ')}>
      {avatarInitials(name)}
    </span>
  );
}
