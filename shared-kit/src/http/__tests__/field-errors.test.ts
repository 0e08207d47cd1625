import { AxiosError, type AxiosResponse } from 'axios';
import { fieldErrors, readRefusal } from 'shared-kit/http';

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

describe('readRefusal', () => {
  const refused = (status: number, data: unknown) =>
    new AxiosError('refused', String(status), undefined, undefined, { status, data } as AxiosResponse);

  it("reads a 422's status, message, first and every message of each field", () => {
    const body = { message: 'Two problems.', errors: { tasks: ['Add a CV.', 'Add a language.'], email: ['Taken.'] } };
    expect(readRefusal(refused(422, body))).toEqual({
      status: 422,
      message: 'Two problems.',
      fields: { tasks: 'Add a CV.', email: 'Taken.' },
      lists: { tasks: ['Add a CV.', 'Add a language.'], email: ['Taken.'] },
    });
  });

  it('says nothing it was not told: another status, an empty message, a failure without an answer', () => {
    expect(readRefusal(refused(429, { message: 'Too many attempts.' }))).toEqual({
      status: 429,
      message: 'Too many attempts.',
      fields: {},
      lists: {},
    });
    expect(readRefusal(refused(500, { message: '' })).message).toBeUndefined();
    expect(readRefusal(new Error('offline'))).toEqual({ status: undefined, message: undefined, fields: {}, lists: {} });
  });
});
