import { describe, expect, it } from 'vitest';
import { statement } from '../test-utils';
import { buildCp58Pdf, cp58Filename, CP58_TITLE, formDate, pdfText, ringgit } from './cp58-pdf';

/** The PDF's bytes as text: jsPDF does not compress, so the drawn strings can be searched. */
async function pdfSource(blob: Blob): Promise<string> {
  return new TextDecoder('latin1').decode(await blob.arrayBuffer());
}

/** A string as the PDF writes it inside ( … ) Tj. */
const drawn = (s: string) => `(${pdfText(s).replace(/([\\()])/g, '\\$1')})`;

describe('CP58 PDF', () => {
  it('is a PDF with the agent, the payer, the figures of Part C and the declaration', async () => {
    const blob = await buildCp58Pdf(statement());
    expect(blob.type).toBe('application/pdf');
    const pdf = await pdfSource(blob);
    expect(pdf.startsWith('%PDF')).toBe(true);
    expect(pdf).toContain(drawn('Aina Ali'));
    expect(pdf).toContain(drawn('12,345.60'));
    // Part C: (a), (b), the non-monetary at cost, the withholding.
    for (const amount of ['11,200.00', '1,145.60', '0.00', '246.91']) expect(pdf).toContain(drawn(amount));
    // Parts A and B and the declaration, in Malay and English.
    expect(pdf).toContain('Bahagian A / Part A: Butiran Pembayar / Particulars of Payer');
    expect(pdf).toContain('Bahagian B / Part B');
    expect(pdf).toContain('Bahagian C / Part C');
    for (const value of ['Demo Sdn Bhd', 'C2584563200', '201901012345 \\(1234567-A\\)', 'IG12345678090', '900131-10-5566', '43000 Kajang, Selangor', 'aina', 'Aminah Hassan', '14/01/2026'])
      expect(pdf, value).toContain(`(${value})`);
    expect(pdf).toContain('(2025)');
    expect(pdf).toContain('Kenderaan bermotor / Motor vehicle');
    expect(pdf).toContain('Amount withheld under section 107D');
    expect(pdf).not.toContain('Issued on request');
  });

  it('says when a statement was issued on request, and keeps one page for an ordinary statement', async () => {
    const pdf = await pdfSource(await buildCp58Pdf(statement({ onRequest: true, total: '1800.00', commission: '1800.00', otherMonetary: '0.00' })));
    expect(pdf).toContain('Issued on request');
    expect(pdf).toContain(drawn('1,800.00'));
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  it('goes on to a second page rather than off the first when an address is very long', async () => {
    const long = statement({ recipient: { ...statement().recipient, addressLines: Array.from({ length: 30 }, (_, i) => `Address line ${i + 1}`) } });
    const pdf = await pdfSource(await buildCp58Pdf(long));
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(2);
    expect(pdf).toContain('(Address line 30)');
    expect(pdf).toContain(drawn('12,345.60'));
  });

  it("writes the payer's ROC (the company's `identity`) in A2, and a dash when it is blank", async () => {
    const rocLine = /\(No\. pendaftaran syarikat \/ Company registration no\. \\\(ROC\\\)\)/;
    const pdf = await pdfSource(await buildCp58Pdf(statement()));
    expect(pdf).toMatch(rocLine);
    expect(pdf).toContain('(201901012345 \\(1234567-A\\))');
    const blank = await pdfSource(await buildCp58Pdf(statement({ payer: { ...statement().payer, identity: ' ' } })));
    expect(blank).not.toContain('(201901012345 \\(1234567-A\\))');
    expect(blank).toContain('(-)');
  });

  it('names the file after the year and the username', () => {
    expect(cp58Filename(statement())).toBe('CP58-2025-aina.pdf');
    expect(cp58Filename({ year: 2024, recipient: { username: 'siti/ali bt' } })).toBe('CP58-2024-siti_ali_bt.pdf');
  });

  it('writes ringgit at two places, Kuala Lumpur days, and text the built-in fonts can draw', () => {
    expect([ringgit('12345.6'), ringgit('0'), ringgit('-5.125')]).toEqual(['12,345.60', '0.00', '-5.13']);
    // 16:30 UTC on 31 December is 1 January in Kuala Lumpur.
    expect([formDate('2025-12-31T16:30:00Z'), formDate(''), formDate('x')]).toEqual(['01/01/2026', '', '']);
    expect(pdfText('Café — “x” 中')).toBe('Café \u0097 \u0093x\u0094 ?');
    expect(CP58_TITLE).toBe(
      'CP58 — Statement of Monetary and Non-Monetary Incentive Payment to an Agent, Dealer or Distributor pursuant to Section 83A of the Income Tax Act 1967',
    );
  });
});
