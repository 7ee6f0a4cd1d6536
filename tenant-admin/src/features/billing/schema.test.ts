import { describe, expect, it } from 'vitest';
import { settingsSchema, settingsToForm } from './schema';

const settings = { graceDays: 3, reminderDaysBefore: 3, issueDaysBefore: 7, vendorName: 'Rangkai Sdn Bhd', vendorAddress: 'Jalan Ampang\nKuala Lumpur' };

describe('billing settings form', () => {
  it('reads back what it shows', () => {
    expect(settingsSchema.parse(settingsToForm(settings))).toEqual(settings);
  });

  it('takes whole days up to 90 of grace and 60 before', () => {
    const form = settingsToForm(settings);
    expect(settingsSchema.parse({ ...form, graceDays: ' 0 ' }).graceDays).toBe(0);
    expect(settingsSchema.parse({ ...form, graceDays: '90', issueDaysBefore: '60' }).graceDays).toBe(90);
    expect(settingsSchema.safeParse({ ...form, graceDays: '91' }).error?.issues[0]?.message).toBe('validation.days_90');
    for (const bad of ['', '-1', '1.5', '61', 'abc']) {
      const result = settingsSchema.safeParse({ ...form, issueDaysBefore: bad });
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('validation.days_60');
    }
  });

  it('needs the vendor name and address', () => {
    const form = settingsToForm(settings);
    expect(settingsSchema.safeParse({ ...form, vendorName: ' ' }).error?.issues[0]?.path).toEqual(['vendorName']);
    expect(settingsSchema.safeParse({ ...form, vendorAddress: '' }).error?.issues[0]?.path).toEqual(['vendorAddress']);
  });
});
