export type IllustrationName = 'home' | 'event' | 'cover';

export type IllustrationProps = {
  /** Which drawing: the home page's hero, an event's landing, a minisite's cover band. */
  name: IllustrationName;
  className?: string;
};

/**
 * A decorative drawing of our own (docs/design-system.md#illustration): an empty element whose CSS background is an
 * SVG file of the build, so no JavaScript carries the picture and it loads only where it is shown. Hidden from
 * screen readers: the text beside it says everything.
 */
export function Illustration({ name, className }: IllustrationProps) {
  return (
    <div
      className={['sk-illustration', `sk-illustration--${name}`, className].filter(Boolean).join(' ')}
      aria-hidden="true"
    />
  );
}
