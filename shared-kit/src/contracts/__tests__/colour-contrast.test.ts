import { contrastWithWhite, MINISITE_MIN_CONTRAST } from '../colour-contrast';

describe('minisite colour contrast', () => {
  it('measures the WCAG 2 ratio with white', () => {
    expect(contrastWithWhite('#ffffff')).toBeCloseTo(1, 5);
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 5);
    // WebAIM's figures: #767676 is the lightest grey with 4.5:1 on white.
    expect(contrastWithWhite('#767676')).toBeCloseTo(4.54, 2);
    expect(contrastWithWhite('#777777')).toBeLessThan(MINISITE_MIN_CONTRAST.primary);
  });
});
