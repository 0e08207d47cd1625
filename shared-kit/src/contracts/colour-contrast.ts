// The contrast rule of a company's minisite colours (docs/company-area.md#minisite), as WCAG 2 defines it. Pure, no
// TypeBox: the minisite editor warns with it as the company picks a colour (through shared-kit/constants), and the
// api refuses a colour that fails it.

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio of a `#rrggbb` colour with white (1 to 21). */
export const contrastWithWhite = (hex: string) => 1.05 / (relativeLuminance(hex) + 0.05);

/**
 * The primary colour is the background of white text (buttons, the header): 4.5:1 with white, WCAG AA for text.
 * The accent marks lines, icons and borders on white: 3:1, WCAG's minimum for non-text contrast.
 */
export const MINISITE_MIN_CONTRAST = { primary: 4.5, accent: 3 } as const;

export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
