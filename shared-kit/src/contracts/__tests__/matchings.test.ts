import { Value } from 'typebox/value';
import { DISCARD_REASONS } from '../account-constants';
import { DiscardReasonSchema } from '../matchings';

describe('matchings contract', () => {
  it('accepts exactly the discard reasons the screens offer (DISCARD_REASONS)', () => {
    for (const reason of DISCARD_REASONS) expect(Value.Check(DiscardReasonSchema, reason)).toBe(true);
    expect(DiscardReasonSchema.anyOf.map((literal: { const: string }) => literal.const)).toEqual([...DISCARD_REASONS]);
    expect(Value.Check(DiscardReasonSchema, 'boring')).toBe(false);
  });
});
