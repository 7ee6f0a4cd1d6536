/**
 * The hand-written CP58 types (docs/api-tax.md) against the generated document (src/lib/api-schema.ts),
 * checked by the compiler: where they agree, and the one place they do not yet (the payer's ROC is `roc`
 * in the contract, `identity` in the server's Cp58Party). When the two are made to agree this test fails,
 * and the types become aliases of the generated schema.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { Schema, Sent } from '@/lib/schema';
import type { Cp58Counts, Cp58List, Cp58Payer, Cp58Recipient, Cp58Row, Cp58Run, Cp58RunInput, Cp58Search, Cp58Statement } from './types';

describe('CP58 types', () => {
  it('match the generated answers field for field', () => {
    expectTypeOf<Cp58Counts>().toEqualTypeOf<Sent<Schema<'Cp58Counts'>>>();
    expectTypeOf<Cp58Run>().toEqualTypeOf<Sent<Schema<'Cp58Run'>>>();
    expectTypeOf<keyof Cp58Search>().toEqualTypeOf<keyof Schema<'Cp58Search'>>();
    expectTypeOf<keyof Cp58Row>().toEqualTypeOf<keyof Schema<'Cp58Row'>>();
    expectTypeOf<Cp58Row['agent']>().toEqualTypeOf<Sent<Schema<'Cp58Agent'>>>();
    // The server's rows read as the contract's, the codes of `missing` aside (free strings in the document).
    expectTypeOf<Omit<Sent<Schema<'Cp58Row'>>, 'missing'>>().toExtend<Omit<Cp58Row, 'missing'>>();
    expectTypeOf<keyof Cp58Statement>().toEqualTypeOf<keyof Schema<'Cp58Statement'>>();
    expectTypeOf<Omit<Sent<Schema<'Cp58Statement'>>, 'payer' | 'recipient'>>().toEqualTypeOf<Omit<Cp58Statement, 'payer' | 'recipient'>>();
    expectTypeOf<keyof Cp58List>().toEqualTypeOf<keyof Schema<'Cp58List'>>();
    expectTypeOf<Cp58RunInput>().toExtend<Schema<'Cp58IssueInput'>>();
  });

  it("differ on the parties only: the recipient has the server's fields, the payer's ROC is named apart", () => {
    expectTypeOf<Sent<Schema<'Cp58Party'>>>().toExtend<Cp58Recipient>();
    expectTypeOf<Exclude<keyof Cp58Payer, keyof Schema<'Cp58Party'>>>().toEqualTypeOf<'roc'>();
    expectTypeOf<Exclude<keyof Schema<'Cp58Party'>, keyof Cp58Payer>>().toEqualTypeOf<'identity' | 'username'>();
  });
});
