/** The server's password policy: ≥ 8 characters with upper, lower, digit and special character. */
export const PASSWORD_RULES = ['length', 'upper', 'lower', 'digit', 'special'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

const CHECKS: Record<PasswordRule, (pw: string) => boolean> = {
  length: (pw) => [...pw].length >= 8,
  upper: (pw) => /\p{Lu}/u.test(pw),
  lower: (pw) => /\p{Ll}/u.test(pw),
  digit: (pw) => /\p{Nd}/u.test(pw),
  special: (pw) => /[^\p{L}\p{Nd}\s]/u.test(pw),
};

/** The rules the password does not meet yet (empty = valid). */
export function missingRules(pw: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !CHECKS[rule](pw));
}
