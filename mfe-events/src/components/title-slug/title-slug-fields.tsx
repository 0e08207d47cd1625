import { TextField } from 'shared-kit/ui';

/** A title and its address part: the slug follows the title until someone edits the slug itself. */
export type TitleSlug = { title: string; slug: string; slugEdited: boolean };

export type TitleSlugFieldsProps = {
  labels: { title: string; slug: string };
  slugHint: string;
  value: TitleSlug;
  /** Called with a change computed from the form's current value (so typing fast never loses a key). */
  update: (change: (current: TitleSlug) => TitleSlug) => void;
  /** The slug made from a title (its own length bound included). */
  toSlug: (title: string) => string;
  maxLength: { title: number; slug: number };
  errors: { title?: string; slug?: string };
  /** The fields' ids (a form's error summary links to them). */
  ids?: { title?: string; slug?: string };
  /** The text's language, so spell-checking and screen readers treat the title as such. */
  lang?: string;
};

/**
 * The title and slug fields of the admin's editors (events, blog posts): typing the title rewrites the slug from it
 * until the slug has been edited by hand, after which the slug stays as written.
 */
export function TitleSlugFields({
  labels,
  slugHint,
  value,
  update,
  toSlug,
  maxLength,
  errors,
  ids,
  lang,
}: TitleSlugFieldsProps) {
  return (
    <>
      <TextField
        id={ids?.title}
        label={labels.title}
        lang={lang}
        value={value.title}
        maxLength={maxLength.title}
        error={errors.title}
        onChange={(e) => {
          const title = e.target.value;
          update((f) => ({ ...f, title, slug: f.slugEdited ? f.slug : toSlug(title) }));
        }}
      />
      <TextField
        id={ids?.slug}
        label={labels.slug}
        hint={slugHint}
        value={value.slug}
        maxLength={maxLength.slug}
        error={errors.slug}
        onChange={(e) => {
          const slug = e.target.value;
          update((f) => ({ ...f, slug, slugEdited: true }));
        }}
      />
    </>
  );
}
