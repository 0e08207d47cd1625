import type { Page } from '@playwright/test';

// The layout rules every screen keeps at every width (docs/design-system.md#layout-guard): nothing wider than the
// screen, and every control a finger can hit: 44 x 44 CSS px on a touch screen (WCAG 2.5.5), 24 x 24 under a mouse
// or with room around it (WCAG 2.5.8). Links inside a sentence are exempt, as WCAG exempts them.

/** The minimum side of a target on a touch screen and under a mouse, in CSS px. */
export const MIN_TAP_TARGET = 44;
export const MIN_POINTER_TARGET = 24;

/**
 * Makes the page a touch screen or a mouse one: Chromium then matches `(pointer: coarse)` or `(pointer: fine)`, as
 * the design system's sizes do (a phone is measured as a phone is used).
 */
export async function emulateTouch(page: Page, touch: boolean): Promise<void> {
  // The session stays attached: detaching it would drop the emulation.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send(
    'Emulation.setTouchEmulationEnabled',
    touch ? { enabled: true, maxTouchPoints: 5 } : { enabled: false },
  );
  await nextFrames(page);
}

/**
 * Until the page has drawn two frames: a change of the media its styles read (a pointer, a width) reaches the style
 * sheet's rules at the next frame. `matchMedia` answers at once, so a measure taken before could read the old rules
 * (the layout guard once found the footer's links 24 px high on a touch screen, where its rule makes them 44).
 */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** How far the page scrolls sideways (0 when it fits). */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * A control too small to hit. `kind` names it by its markup (tag and classes, or its parent's), the same for every
 * row of a list and in every language, so a baseline of known kinds can hold while a new kind fails.
 */
export type SmallTarget = { kind: string; text: string };

/**
 * The controls on screen smaller than `min` in either side. With `spacing` (a mouse, WCAG 2.5.8), a smaller one
 * passes when a circle of `min` around its centre touches no other target.
 */
export function smallTapTargets(page: Page, min: number, spacing: boolean): Promise<SmallTarget[]> {
  return page.evaluate(
    ({ min, spacing }) => {
      const SELECTOR =
        'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=link]';
      const visible = (element: Element) => {
        if (element.closest('[inert], [aria-hidden="true"]')) return false;
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.display === 'none') return false;
        const box = element.getBoundingClientRect();
        // Visually hidden (screen-reader only) elements are 1 px, and a skip link waits off screen: not targets.
        const onPage = box.right > 0 && box.left < document.documentElement.clientWidth && box.bottom + scrollY > 0;
        return box.width > 2 && box.height > 2 && onPage;
      };
      /** A link in running text: inline, with words of its own block around it. */
      const inSentence = (element: Element) => {
        if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
        const block = element.parentElement;
        const own = (element.textContent ?? '').trim().length;
        return !!block && (block.textContent ?? '').trim().length > own + 3;
      };
      /** What a finger hits: a checkbox's label, a stretched link's card, else the control itself. */
      const targetBox = (element: Element): DOMRect => {
        const box = element.getBoundingClientRect();
        // A stretched link: its ::after covers the nearest positioned ancestor (the card), which is the target.
        const after = getComputedStyle(element, '::after');
        if (after.content !== 'none' && after.position === 'absolute' && element instanceof HTMLElement) {
          const card = element.offsetParent;
          if (card) return card.getBoundingClientRect();
        }
        if (element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)) {
          const label =
            element.closest('label') ?? (element.id ? document.querySelector(`label[for="${element.id}"]`) : null);
          const labelBox = label?.getBoundingClientRect();
          if (labelBox && labelBox.height * labelBox.width > box.height * box.width) return labelBox;
        }
        return box;
      };
      const classes = (element: Element | null) =>
        element ? [...element.classList].filter((name) => !/--(active|selected|open)$|^active$/.test(name)) : [];
      const kindOf = (element: Element) => {
        const tag = element.getAttribute('role') ?? element.tagName.toLowerCase();
        const own = classes(element);
        if (own.length) return `${tag}.${own.join('.')}`;
        const parent = element.parentElement;
        const theirs = classes(parent).length ? classes(parent) : classes(parent?.parentElement ?? null);
        return theirs.length ? `.${theirs.join('.')} ${tag}` : tag;
      };
      const targets: { element: Element; box: DOMRect }[] = [];
      const seen = new Set<Element>();
      for (const element of Array.from(document.querySelectorAll(SELECTOR))) {
        // A control inside another counted control (a button in a summary) is the same target.
        if (seen.has(element) || !visible(element) || inSentence(element)) continue;
        for (const child of Array.from(element.querySelectorAll(SELECTOR))) seen.add(child);
        targets.push({ element, box: targetBox(element) });
      }
      const small = (box: DOMRect) => box.width < min || box.height < min;
      const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
      /** WCAG 2.5.8's spacing: a circle of `min` around the centre meets no other target (nor another's circle). */
      const roomAround = (target: { element: Element; box: DOMRect }) => {
        const c = centre(target.box);
        const r = min / 2;
        return targets.every(({ element, box }) => {
          if (element === target.element || element.contains(target.element) || target.element.contains(element))
            return true;
          if (small(box)) {
            const o = centre(box);
            return Math.hypot(o.x - c.x, o.y - c.y) >= min;
          }
          const nx = Math.max(box.left, Math.min(c.x, box.right));
          const ny = Math.max(box.top, Math.min(c.y, box.bottom));
          return Math.hypot(nx - c.x, ny - c.y) >= r;
        });
      };
      return targets
        .filter((target) => small(target.box) && !(spacing && roomAround(target)))
        .map(({ element, box }) => {
          const name = (
            element.getAttribute('aria-label') ??
            (element as HTMLElement).innerText ??
            element.getAttribute('name') ??
            ''
          )
            .replace(/\s+/g, ' ')
            .trim()
            .slice(0, 40);
          return { kind: kindOf(element), text: `"${name}" ${Math.round(box.width)}x${Math.round(box.height)}` };
        });
    },
    { min, spacing },
  );
}

export type LeftEdges = { navbar: number; main: number; footer: number };

/**
 * Where the navbar's, the main content's and the footer's content start, in CSS pixels from the left
 * (docs/design-system.md#layout-container); null on a page without the navbar and footer (a landing, log in, the
 * admin area). Each is the content box (inside padding and border) of the innermost box that holds all of the
 * landmark's content: from the landmark down through boxes with one shown child (an area's wrapper, the footer's
 * container), so an area that adds its own side margin, padding or centring moves its edge.
 */
export function leftEdges(page: Page): Promise<LeftEdges | null> {
  return page.evaluate(() => {
    const header = document.querySelector('header.navbar');
    const main = document.querySelector('main#main');
    const footer = document.querySelector('footer.footer');
    if (!header || !main || !footer) return null;
    const shown = (element: Element) =>
      !['SCRIPT', 'STYLE', 'TEMPLATE', 'LINK', 'META'].includes(element.tagName) &&
      getComputedStyle(element).display !== 'none' &&
      getComputedStyle(element).position !== 'absolute' &&
      getComputedStyle(element).position !== 'fixed';
    const contentLeft = (landmark: Element) => {
      let box = landmark;
      for (;;) {
        const children = [...box.children].filter(shown);
        if (children.length !== 1 || (children[0] as Element).children.length === 0) break;
        box = children[0] as Element;
      }
      const style = getComputedStyle(box);
      return Math.round(
        box.getBoundingClientRect().left +
          Number.parseFloat(style.borderLeftWidth) +
          Number.parseFloat(style.paddingLeft),
      );
    };
    return { navbar: contentLeft(header), main: contentLeft(main), footer: contentLeft(footer) };
  });
}
