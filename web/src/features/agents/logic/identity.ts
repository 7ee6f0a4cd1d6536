/** Client checks of the registration fields. The server validates the rest (MyKad date and place code, taken names). */

/** A MyKad number as typed ("900101-14-5678", spaces) without its separators. */
export const normalizeIc = (value: string) => value.replace(/[\s-]/g, '');

/** Digits only, exactly 12 of them (the date and place code are the server's to check). */
export const isIcDigits = (value: string) => /^\d{12}$/.test(normalizeIc(value));

/** A phone number without spaces, dashes or brackets; a leading 0 after the country code is dropped. */
export const normalizePhone = (value: string) => value.replace(/[\s\-()]/g, '').replace(/^0+/, '');

export const isPhoneDigits = (value: string) => /^\d{6,14}$/.test(normalizePhone(value));

/**
 * A company's registration number (ROC / SSM), the old `123456-A` or the 12-digit one of 2019 on: 4–20
 * letters, digits or dashes with at least one digit (the server's check).
 */
export const isRocNumber = (value: string) => /^[A-Za-z0-9-]{4,20}$/.test(value.trim()) && /\d/.test(value);

/** 3–30 letters, digits, "." or "_" (the server's username format). */
export const isUsername = (value: string) => /^[A-Za-z0-9._]{3,30}$/.test(value.trim());

/** Country calling codes offered: Malaysia first; Indonesia for IDR companies. */
export function phoneCodes(currency: string | undefined): string[] {
  return currency === 'IDR' ? ['+62', '+60'] : ['+60', '+62'];
}
