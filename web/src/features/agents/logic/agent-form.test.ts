import { describe, expect, it } from 'vitest';
import { EMPTY_AGENT, hqRegisterBody, hqRegisterSchema, linkTerms, selfRegisterBody, selfRegisterSchema, sortFieldErrors } from './agent-form';

const filled = {
  ...EMPTY_AGENT,
  accFirstName: ' Nurul ',
  accLastName: 'Izzah',
  username: 'nurul',
  email: 'nurul@example.com',
  accIdentity: '900101-14-5678',
  accPhone: '012-3456789',
};

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('self-registration form', () => {
  it('accepts a complete form and builds the request from the link ids', () => {
    const v = selfRegisterSchema(false).parse({ ...filled, password: 'Secret#123', confirm: 'Secret#123', agreed: false });
    expect(selfRegisterBody(v, { leaderId: 7, tierId: 2, companyId: 1 }, 'en')).toEqual({
      comId: 1, usrTierId: 2, familyDirectId: 7, familyHelperId: null, username: 'nurul', email: 'nurul@example.com',
      password: 'Secret#123', accCategory: 'individual', accFirstName: 'Nurul', accLastName: 'Izzah', accCompany: null, accRoc: null,
      accIdentity: '900101145678', accCodePhone: '+60', accPhone: '123456789', lang: 'en',
    });
  });

  it('names what is wrong', () => {
    const r = selfRegisterSchema(false).safeParse({ ...filled, accCategory: 'company', accRoc: 'SDN-BHD', accIdentity: '9001011456', username: 'a b', password: 'short', confirm: 'x', agreed: false });
    expect(messages(r)).toEqual({
      accIdentity: 'agents.form.icRule',
      username: 'agents.form.usernameRule',
      accCompany: 'errors.required',
      accRoc: 'agents.form.rocRule',
      password: 'auth.rules.invalid',
      confirm: 'auth.reset.mismatch',
    });
  });
});

describe('terms and conditions', () => {
  const complete = { ...filled, password: 'Secret#123', confirm: 'Secret#123' };

  it('must be agreed to when the link has terms, and are not asked about otherwise', () => {
    expect(messages(selfRegisterSchema(true).safeParse({ ...complete, agreed: false }))).toEqual({ agreed: 'agents.terms.mustAgree' });
    expect(selfRegisterSchema(true).safeParse({ ...complete, agreed: true }).success).toBe(true);
    expect(selfRegisterSchema(false).safeParse({ ...complete, agreed: false }).success).toBe(true);
  });

  it('are never sent: the request is the same with or without them', () => {
    const link = { leaderId: 7, tierId: 2, companyId: 1 };
    const body = selfRegisterBody(selfRegisterSchema(true).parse({ ...complete, agreed: true }), link, 'en');
    expect(body).not.toHaveProperty('agreed');
    expect(body).toEqual(selfRegisterBody(selfRegisterSchema(false).parse({ ...complete, agreed: false }), link, 'en'));
  });

  it('leaves blank entries out and keeps the order', () => {
    expect(linkTerms(['Tier terms', '  ', '', 'Everyone\n\nsecond paragraph'])).toEqual(['Tier terms', 'Everyone\n\nsecond paragraph']);
    expect(linkTerms(undefined)).toEqual([]);
  });
});

describe('ROC number', () => {
  const company = { ...filled, accCategory: 'company' as const, accCompany: 'Nurul Enterprise', password: 'Secret#123', confirm: 'Secret#123', agreed: false };
  const link = { leaderId: 7, tierId: 2, companyId: 1 };

  it("sends a company's ROC number trimmed, and null when left empty", () => {
    expect(selfRegisterBody(selfRegisterSchema(false).parse({ ...company, accRoc: ' 123456-A ' }), link, 'en').accRoc).toBe('123456-A');
    expect(selfRegisterBody(selfRegisterSchema(false).parse({ ...company, accRoc: '  ' }), link, 'en').accRoc).toBeNull();
  });

  it('checks it only for a company, and never sends it for an individual', () => {
    for (const bad of ['12A', 'SDN-BHD', '1234 56', '1'.repeat(21)]) expect(messages(selfRegisterSchema(false).safeParse({ ...company, accRoc: bad })), bad).toEqual({ accRoc: 'agents.form.rocRule' });
    const individual = selfRegisterSchema(false).parse({ ...company, accCategory: 'individual', accRoc: 'SDN-BHD' });
    expect(selfRegisterBody(individual, link, 'en')).toMatchObject({ accCompany: null, accRoc: null });
  });
});

describe('HQ registration form', () => {
  const hq = { ...filled, upline: null, helper: null, tierId: '2', lang: 'my' as const };

  it('needs an upline choice (HQ itself counts)', () => {
    expect(messages(hqRegisterSchema.safeParse(hq))).toEqual({ upline: 'agents.form.chooseUpline' });
    const v = hqRegisterSchema.parse({ ...hq, upline: { id: null, name: 'HQ' } });
    expect(hqRegisterBody(v)).toMatchObject({ uplineId: null, helperId: null, tierId: 2, lang: 'my', accIdentity: '900101145678' });
    expect(hqRegisterBody(v)).not.toHaveProperty('password');
  });

  it('sends the chosen upline and helper and the company name of a company', () => {
    const v = hqRegisterSchema.parse({ ...hq, accCategory: 'company', accCompany: ' Nurul Enterprise ', accRoc: '201901000005', upline: { id: 7, name: 'Lim' }, helper: { id: 8, name: 'Tan' } });
    expect(hqRegisterBody(v)).toMatchObject({ uplineId: 7, helperId: 8, accCategory: 'company', accCompany: 'Nurul Enterprise', accRoc: '201901000005' });
    expect(messages(hqRegisterSchema.safeParse({ ...hq, accCategory: 'company', accCompany: 'Nurul Enterprise', accRoc: 'ABC', upline: { id: null, name: 'HQ' } }))).toEqual({ accRoc: 'agents.form.rocRule' });
  });
});

it('sorts server field errors into fields and the rest', () => {
  const out = sortFieldErrors({ username: 'Taken', uplineId: 'Same tier', comId: 'Not valid' }, ['username', 'upline'] as const, { uplineId: 'upline' });
  expect(out).toEqual({ fields: [['username', 'Taken'], ['upline', 'Same tier']], other: ['Not valid'] });
});
