import { bestLevelFor, missingLanguages } from '../../src/services/required-languages';

const job = (name: string, level: 1 | 2 | 3 | 4 | null, mandatory: unknown = true) => ({
  name,
  slug: name.replace(/ /g, '_'),
  level,
  mandatory,
});

describe('missingLanguages: the required-language rule (docs/product-rules.md#required-languages)', () => {
  it('is satisfied by the same language at the level asked or above, and names what is missing', () => {
    expect(missingLanguages([job('German', 3)], [{ name: 'German', level: 3 }])).toEqual([]);
    expect(missingLanguages([job('German', 3)], [{ name: 'German', level: 4 }])).toEqual([]);
    expect(missingLanguages([job('German', 3)], [{ name: 'German', level: 2 }])).toEqual([
      { slug: 'German', name: 'German', level: 3 },
    ]);
    expect(missingLanguages([job('German', null)], [{ name: 'German', level: 1 }])).toEqual([]);
    expect(missingLanguages([job('German', 1)], [])).toEqual([{ slug: 'German', name: 'German', level: 1 }]);
  });

  it('takes Swiss German for German and Flemish for Dutch, both ways, never across the pairs', () => {
    expect(missingLanguages([job('German', 3)], [{ name: 'Swiss German', level: 3 }])).toEqual([]);
    expect(missingLanguages([job('Swiss German', 3)], [{ name: 'German', level: 4 }])).toEqual([]);
    expect(missingLanguages([job('Dutch', 2)], [{ name: 'Flemish', level: 2 }])).toEqual([]);
    expect(missingLanguages([job('Flemish', 2)], [{ name: 'Dutch', level: 3 }])).toEqual([]);
    expect(missingLanguages([job('Flemish', 3)], [{ name: 'Dutch', level: 2 }])).toHaveLength(1);
    expect(missingLanguages([job('Dutch', 2)], [{ name: 'German', level: 4 }])).toHaveLength(1);
  });

  it('asks only for mandatory languages: the string "false" (and "true") is not mandatory', () => {
    expect(missingLanguages([job('French', 4, false)], [])).toEqual([]);
    expect(missingLanguages([job('French', 4, 'false')], [])).toEqual([]);
    expect(missingLanguages([job('French', 4, 'true')], [])).toEqual([]);
    expect(missingLanguages([job('French', 4, true)], [])).toEqual([{ slug: 'French', name: 'French', level: 4 }]);
  });
});

describe('bestLevelFor: the same rule, as the best level standing for a language', () => {
  it('is the highest level of the language or its pair, and null when none stands for it', () => {
    const spoken = [
      { name: 'Swiss German', level: 2 },
      { name: 'German', level: 4 },
      { name: 'Flemish', level: 3 },
    ];
    expect(bestLevelFor('German', spoken)).toBe(4);
    expect(bestLevelFor('swiss_german', spoken)).toBe(4);
    expect(bestLevelFor('Dutch', spoken)).toBe(3);
    expect(bestLevelFor('French', spoken)).toBeNull();
    expect(bestLevelFor('German', [])).toBeNull();
  });
});
