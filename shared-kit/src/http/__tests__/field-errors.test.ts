import { fieldErrors } from 'shared-kit/http';

describe('fieldErrors', () => {
  it('keeps the first message of each field of a 422 body', () => {
    const body = {
      message: 'The given data was invalid.',
      errors: { email: ['The email is taken.', 'The email is too long.'], 'blocks.2.url': ['Not a video address.'] },
    };
    expect(fieldErrors(body)).toEqual({ email: 'The email is taken.', 'blocks.2.url': 'Not a video address.' });
  });

  it('gives no field errors for a body without them or with malformed ones', () => {
    expect(fieldErrors(undefined)).toEqual({});
    expect(fieldErrors('Server Error')).toEqual({});
    expect(fieldErrors({ message: 'Too many attempts.' })).toEqual({});
    expect(fieldErrors({ errors: { email: 'not a list', name: [], age: [42] } })).toEqual({});
  });
});
