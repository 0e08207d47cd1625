import type { CSSProperties } from 'react';
import type { MinisiteColors } from 'shared-kit/contracts';
import { contrastWithWhite, HEX_COLOUR, MINISITE_MIN_CONTRAST } from 'shared-kit/account-rules';
import { useTranslate } from 'shared-kit/i18n';
import { CardSection, Checkbox, TextField } from 'shared-kit/ui';
import type { CompanyMessageId } from '../../../locales';
import { STARTING_COLOURS } from '../state/draft';

type Key = keyof MinisiteColors;

/** The contrast warning for a colour as the company picks it, with the same rule the api applies on saving. */
function contrastWarning(
  t: (id: CompanyMessageId, values?: Record<string, unknown>) => string,
  key: Key,
  value: string,
) {
  if (!HEX_COLOUR.test(value)) return undefined;
  const ratio = contrastWithWhite(value);
  if (ratio >= MINISITE_MIN_CONTRAST[key]) return undefined;
  return t(key === 'primary' ? 'company.minisite.colours.lowPrimary' : 'company.minisite.colours.lowAccent', {
    ratio: ratio.toFixed(1),
    needed: MINISITE_MIN_CONTRAST[key],
  });
}

/** The brand colours: off (the site's own) or a primary and an accent, each checked for contrast as it changes. */
export function ColoursSection({
  colors,
  onChange,
  errors,
}: {
  colors: MinisiteColors | null;
  onChange: (colors: MinisiteColors | null) => void;
  errors: Record<string, string>;
}) {
  const t = useTranslate<CompanyMessageId>();
  // The preview draws with the chosen colours through custom properties (styles/minisite-editor.css); the api checked them.
  const preview = colors
    ? ({ '--company-brand-primary': colors.primary, '--company-brand-accent': colors.accent } as CSSProperties)
    : undefined;
  const field = (key: Key, label: CompanyMessageId, hint: CompanyMessageId) =>
    colors && (
      <TextField
        label={t(label)}
        hint={t(hint)}
        type="color"
        className="company-minisite-colour"
        value={colors[key]}
        onChange={(event) => onChange({ ...colors, [key]: event.target.value })}
        error={errors[`colors.${key}`] ?? contrastWarning(t, key, colors[key])}
      />
    );
  return (
    <CardSection
      className="company-minisite-section"
      headingId="company-minisite-colours"
      heading={t('company.minisite.colours.heading')}
    >
      <Checkbox
        label={t('company.minisite.colours.own')}
        hint={t('company.minisite.colours.ownHint')}
        checked={colors !== null}
        onChange={(event) => onChange(event.target.checked ? STARTING_COLOURS : null)}
      />
      {colors && (
        <div className="sk-two-columns company-minisite-colours">
          {field('primary', 'company.minisite.colours.primary', 'company.minisite.colours.primaryHint')}
          {field('accent', 'company.minisite.colours.accent', 'company.minisite.colours.accentHint')}
          <p className="company-minisite-swatch" style={preview}>
            <span className="company-minisite-swatch__primary">{t('company.minisite.colours.sample')}</span>
            <span className="company-minisite-swatch__accent">{t('company.minisite.colours.sampleAccent')}</span>
          </p>
        </div>
      )}
    </CardSection>
  );
}
