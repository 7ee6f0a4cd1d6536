// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { flattenLocale, placeholdersOf } from './locales';

describe('locale files', () => {
  it('flatten to dotted keys', () => {
    expect(flattenLocale({ app: { name: 'Rangkai' }, errors: { network: 'Offline', list: { empty: '' } } })).toEqual({
      'app.name': 'Rangkai',
      'errors.network': 'Offline',
      'errors.list.empty': '',
    });
    expect(flattenLocale({})).toEqual({});
  });

  it('name their placeholders', () => {
    expect(placeholdersOf('{{name}} has {{ count }} orders')).toBe('count,name');
    expect(placeholdersOf('{{amount, currency}}')).toBe('amount');
    expect(placeholdersOf('No placeholders')).toBe('');
    expect(placeholdersOf(undefined)).toBe('');
  });
});
