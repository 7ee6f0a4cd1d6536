// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError, errorDetails, fieldErrorsOf, isEnvelope, parseJson } from './envelope';

function envelope(code: number, message: string, error?: string, data: unknown = null) {
  return { meta: { code, message, ...(error ? { error } : {}) }, data };
}

describe('the envelope', () => {
  it('is recognised by its meta.code', () => {
    expect(isEnvelope(envelope(200, 'OK', undefined, { id: 1 }))).toBe(true);
    expect(isEnvelope({ meta: { message: 'no code' }, data: null })).toBe(false);
    expect(isEnvelope({ data: 1 })).toBe(false);
    expect(isEnvelope([envelope(200, 'OK')])).toBe(false);
    expect(isEnvelope(null)).toBe(false);
  });

  it('is read from text, and anything unreadable is null', () => {
    expect(parseJson('{"meta":{"code":200,"message":"OK"},"data":[1]}')).toEqual({ meta: { code: 200, message: 'OK' }, data: [1] });
    expect(parseJson('')).toBeNull();
    expect(parseJson('<html>Bad gateway</html>')).toBeNull();
  });
});

describe('errorDetails', () => {
  it("keeps the server's message, its stable code and the data", () => {
    expect(errorDetails(envelope(401, 'Unauthenticated', 'unauthenticated'))).toEqual({
      message: 'Unauthenticated',
      error: 'unauthenticated',
      errors: undefined,
      data: null,
    });
  });

  it('collects the failing fields of a 422', () => {
    const body = envelope(422, 'The given data was invalid.', 'validation_failed', {
      errors: { slug: 'This subdomain is taken.', admin_email: ['Enter a valid e-mail address.', 'second'] },
    });
    expect(errorDetails(body).errors).toEqual({ slug: 'This subdomain is taken.', admin_email: 'Enter a valid e-mail address.' });
  });

  it('leaves the message to the client when the server gave none', () => {
    expect(errorDetails(envelope(500, '  ')).message).toBeUndefined();
    expect(errorDetails({ message: 'not an envelope' })).toEqual({ message: undefined, error: undefined, errors: undefined, data: undefined });
    expect(errorDetails('<html>Bad gateway</html>')).toEqual({});
    expect(errorDetails(null)).toEqual({});
  });

  it('ignores malformed error maps', () => {
    expect(fieldErrorsOf(null)).toBeUndefined();
    expect(fieldErrorsOf({ errors: 'nope' })).toBeUndefined();
    expect(fieldErrorsOf({ errors: { a: 1, b: '', c: [] } })).toEqual({});
  });
});

describe('ApiError', () => {
  it('is an Error with the status, code and field errors', () => {
    const e = new ApiError({ status: 422, message: 'Invalid input', error: 'validation_failed', errors: { name: 'Required' } });
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('ApiError');
    expect(e.message).toBe('Invalid input');
    expect(e).toMatchObject({ status: 422, error: 'validation_failed', errors: { name: 'Required' }, data: undefined });
  });
});
