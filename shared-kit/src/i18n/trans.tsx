import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { useTranslate } from './react';

/** `<0>text</0>` or `<0/>` in a translated message: the element `components[0]` there. */
const TAG = /<(\d+)>([\s\S]*?)<\/\1>|<(\d+)\/>/;

type Elements = Readonly<Record<number, ReactElement<{ children?: ReactNode }>>>;

/** The message's text with its numbered tags replaced by the given elements, their text as children. */
function withElements(text: string, components: Elements, next: { key: number }): ReactNode[] {
  // split() with the tag's three groups: [before, index, inner, lone index, after, index, inner, ...]
  const parts = text.split(TAG);
  const tree: ReactNode[] = parts[0] ? [parts[0]] : [];
  for (let i = 1; i < parts.length; i += 4) {
    const [paired, inner, lone, after] = parts.slice(i, i + 4);
    const element = components[Number(paired ?? lone)];
    const children = paired !== undefined ? withElements(inner ?? '', components, next) : element?.props.children;
    // A tag the code gave no element for (a translator's slip) keeps its text and loses only the markup.
    tree.push(element ? cloneElement(element, { key: next.key++ }, ...(children ? [children].flat() : [])) : children);
    if (after) tree.push(after);
  }
  return tree;
}

export type TransProps = {
  id: string;
  values?: Record<string, string | number>;
  /** The elements the message's numbered tags stand for: `{ 0: <strong /> }` for `<0>{count}</0> jobs`. */
  components?: Elements;
};

/**
 * A message that holds markup, such as a link or a bold count inside a sentence (docs/i18n.md#in-the-front-ends): the
 * translation decides where the element goes, the code which element it is.
 */
export function Trans({ id, values, components = {} }: TransProps) {
  const t = useTranslate();
  return <>{withElements(t(id, values), components, { key: 0 })}</>;
}
