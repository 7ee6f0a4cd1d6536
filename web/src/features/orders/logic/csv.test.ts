import { describe, expect, it } from 'vitest';
import { csvField, looksLikeCsv, trackingTemplate } from './csv';

describe('bulk tracking CSV', () => {
  it('starts the template with the header the server reads', () => {
    const csv = trackingTemplate();
    expect(csv.split('\r\n')[0]).toBe('order,tracking');
    expect(csv).toBe('order,tracking\r\nRK2611230001,JT1234567890\r\n');
  });

  it('quotes fields that need it', () => {
    expect(csvField('RK1')).toBe('RK1');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(trackingTemplate([['RK1', 'J,T']])).toBe('order,tracking\r\nRK1,"J,T"\r\n');
  });

  it('accepts CSV files only', () => {
    expect(looksLikeCsv({ name: 'tracking.CSV', type: '' })).toBe(true);
    expect(looksLikeCsv({ name: 'export', type: 'text/csv' })).toBe(true);
    expect(looksLikeCsv({ name: 'tracking.xlsx', type: 'application/vnd.ms-excel' })).toBe(false);
  });
});
