/**
 * The CP58 as a PDF, drawn in the browser from one statement (GET /report/getcp58; docs/api-tax.md) and
 * laid out like the LHDN form "BORANG CP58": the title and the year, Part A the payer, Part B the agent,
 * Part C the incentives (monetary (a)–(b), non-monetary at cost (c)–(f), the total) with the amount
 * withheld under s.107D, then the declaration with the officer's name and the issue date. A4, boxed
 * sections, ringgit amounts right-aligned; Malay and English labels side by side as on the real
 * bilingual form.
 *
 * jsPDF is loaded with a dynamic import, so it is fetched with the download action only, never with the
 * screens. Its output is not compressed: the text is searchable in the file (the tests read it).
 */
import type { jsPDF } from 'jspdf';
import { saveBlob } from '@/lib/download';
import { formatMoney, TIME_ZONE } from '@/lib/format';
import type { Cp58Statement } from '../api/types';

/** The English title, as the form names itself. */
export const CP58_TITLE =
  'CP58 — Statement of Monetary and Non-Monetary Incentive Payment to an Agent, Dealer or Distributor pursuant to Section 83A of the Income Tax Act 1967';
/** The Malay title. */
export const CP58_TITLE_MY =
  'PENYATA BAYARAN INSENTIF BERBENTUK WANG DAN BUKAN WANG KEPADA EJEN, PENGEDAR ATAU PENGAGIH MENURUT SEKSYEN 83A AKTA CUKAI PENDAPATAN 1967';

// A4 in millimetres, and the frame the sections are drawn in.
const PAGE_W = 210;
const PAGE_H = 297;
const MARGIN = 12;
const WIDTH = PAGE_W - 2 * MARGIN;
const RIGHT = PAGE_W - MARGIN;
/** Inner padding of a box. */
const PAD = 1.5;
/** mm per point: a line of text is its size × 1.25. */
const PT = 0.3528;

const INK = 20;
const MUTED = 90;
const RULE = 160;
const FILL = 235;

/**
 * The text as the PDF's standard fonts can write it (WinAnsi): the typographic marks the form uses are
 * given their WinAnsi codes; a character outside it (a script the built-in fonts do not have) becomes '?'.
 */
export function pdfText(value: string | null | undefined): string {
  const WIN_ANSI: Record<string, string> = {
    '\u2014': '\u0097', // em dash
    '\u2013': '\u0096', // en dash
    '\u2018': '\u0091',
    '\u2019': '\u0092',
    '\u201c': '\u0093',
    '\u201d': '\u0094',
    '\u2022': '\u0095',
    '\u2026': '\u0085',
    '\u20ac': '\u0080',
  };
  return [...(value ?? '')].map((c) => WIN_ANSI[c] ?? (c.charCodeAt(0) <= 0xff && c.length === 1 ? c : '?')).join('');
}

/** '12345.6' → '12,345.60': ringgit at two places, without the symbol (the column says RM). */
export const ringgit = (amount: string | null | undefined) => formatMoney(amount, 'MYR').replace(/^(-?)RM /, '$1');

/** An instant → its Kuala Lumpur day as the form writes it, dd/mm/yyyy. */
export function formDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' }).format(d);
}

/** The saved file's name: CP58-<year>-<username>.pdf (characters a file name cannot hold become _). */
export const cp58Filename = (s: Pick<Cp58Statement, 'year'> & { recipient: Pick<Cp58Statement['recipient'], 'username'> }) =>
  `CP58-${s.year}-${(s.recipient.username || 'agent').replace(/[^A-Za-z0-9._-]+/g, '_')}.pdf`;

/** A blank value on the form. */
const orDash = (v: string | null | undefined) => (v && v.trim() ? v.trim() : '-');

interface Pen {
  doc: jsPDF;
  y: number;
  /** The top of the section box being drawn (its frame is drawn when it closes, or at a page break). */
  boxTop: number | null;
}

function font(doc: jsPDF, size: number, style: 'normal' | 'bold' | 'italic' = 'normal', grey = INK) {
  doc.setFont('helvetica', style);
  doc.setFontSize(size);
  doc.setTextColor(grey);
}

const lineH = (size: number) => size * PT * 1.25;

/** Wrapped lines of text within `width` at the current font. */
const wrap = (doc: jsPDF, text: string, width: number): string[] => doc.splitTextToSize(pdfText(text), width) as string[];

/** A section's frame, from its top to where the pen is. */
function frame(pen: Pen) {
  if (pen.boxTop === null) return;
  pen.doc.setDrawColor(INK);
  pen.doc.setLineWidth(0.3);
  pen.doc.rect(MARGIN, pen.boxTop, WIDTH, pen.y - pen.boxTop);
}

/** A new page when fewer than `need` mm are left; a section going on is framed on each page. */
function room(pen: Pen, need: number) {
  if (pen.y + need <= PAGE_H - MARGIN) return;
  frame(pen);
  pen.doc.addPage();
  pen.y = MARGIN;
  if (pen.boxTop !== null) pen.boxTop = MARGIN;
}

/** A section's heading bar ("Bahagian A / Part A: …"), opening its box. */
function heading(pen: Pen, text: string) {
  const { doc } = pen;
  font(doc, 9, 'bold');
  const lines = wrap(doc, text, WIDTH - 2 * PAD);
  const h = lines.length * lineH(9) + 2 * PAD - 1;
  room(pen, h + 12);
  const top = pen.y;
  doc.setFillColor(FILL, FILL, FILL);
  doc.setDrawColor(INK);
  doc.setLineWidth(0.3);
  doc.rect(MARGIN, top, WIDTH, h, 'FD');
  doc.text(lines, MARGIN + PAD, top + PAD + 9 * PT);
  pen.y = top + h;
  pen.boxTop = top;
}

/** Closes the section's box where the pen is. */
function closeBox(pen: Pen) {
  frame(pen);
  pen.boxTop = null;
  pen.y += 3;
}

/** One cell of Parts A and B: its number and bilingual label (small, grey), then the value (several lines for an address). */
export interface Cell {
  no: string;
  label: string;
  value: string | string[];
}

/** A row of Parts A and B: one cell across the width, or two side by side (as the form pairs short fields). */
function cells(pen: Pen, row: readonly Cell[], last = false) {
  const { doc } = pen;
  const w = WIDTH / row.length;
  const laid = row.map((c) => {
    font(doc, 6.5, 'normal', MUTED);
    const label = wrap(doc, c.label, w - 2 * PAD - 5);
    font(doc, 9);
    const values = (Array.isArray(c.value) ? c.value : [c.value]).map((v) => v.trim()).filter(Boolean);
    const value = (values.length ? values : ['-']).flatMap((v) => wrap(doc, v, w - 2 * PAD - 5));
    return { c, label, value, h: label.length * lineH(6.5) + 0.6 + value.length * lineH(9) };
  });
  const h = Math.max(...laid.map((l) => l.h)) + 2 * PAD;
  room(pen, h);
  const top = pen.y;
  laid.forEach(({ c, label, value }, i) => {
    const x = MARGIN + i * w + PAD;
    font(doc, 6.5, 'bold', MUTED);
    doc.text(c.no, x, top + PAD + 6.5 * PT);
    font(doc, 6.5, 'normal', MUTED);
    doc.text(label, x + 5, top + PAD + 6.5 * PT);
    font(doc, 9);
    doc.text(value, x + 5, top + PAD + label.length * lineH(6.5) + 0.6 + 9 * PT);
    if (i > 0) {
      doc.setDrawColor(RULE);
      doc.setLineWidth(0.15);
      doc.line(MARGIN + i * w, top, MARGIN + i * w, top + h);
    }
  });
  pen.y = top + h;
  if (!last) {
    doc.setDrawColor(RULE);
    doc.setLineWidth(0.15);
    doc.line(MARGIN, pen.y, RIGHT, pen.y);
  }
}

/** A row of Part C: the item's letter, its bilingual description and the amount right-aligned (RM). */
function amountRow(pen: Pen, item: string, label: string, amount: string | null, opts: { bold?: boolean; sub?: boolean; shade?: boolean; head?: string } = {}) {
  const { doc } = pen;
  const amountW = 38;
  const size = opts.sub ? 8.5 : 9;
  font(doc, size, opts.bold || opts.sub ? 'bold' : 'normal');
  const lines = wrap(doc, label, WIDTH - amountW - 12 - PAD);
  const h = lines.length * lineH(size) + 2 * PAD - 0.6;
  room(pen, h);
  const top = pen.y;
  if (opts.shade) {
    doc.setFillColor(FILL, FILL, FILL);
    doc.rect(MARGIN, top, WIDTH, h, 'F');
  }
  const base = top + PAD - 0.3 + size * PT;
  if (item) doc.text(item, MARGIN + PAD, base);
  doc.text(lines, MARGIN + PAD + 10, base);
  if (opts.head) {
    font(doc, size, 'bold');
    doc.text(pdfText(opts.head), RIGHT - PAD, base, { align: 'right' });
  } else if (amount !== null) {
    font(doc, 9.5, opts.bold ? 'bold' : 'normal');
    doc.text(ringgit(amount), RIGHT - PAD, base, { align: 'right' });
  }
  doc.setDrawColor(RULE);
  doc.setLineWidth(0.15);
  // The amount column's rule, and the row's bottom.
  doc.line(RIGHT - amountW, top, RIGHT - amountW, top + h);
  pen.y = top + h;
  doc.line(MARGIN, pen.y, RIGHT, pen.y);
}

/** The form's title block: CP58, the titles in Malay and English, the year, the statement's number. */
function titleBlock(pen: Pen, s: Cp58Statement) {
  const { doc } = pen;
  const yearBoxW = 34;
  // CP58 on the left, the year in its box on the right.
  font(doc, 20, 'bold');
  doc.text('CP58', MARGIN, pen.y + 20 * PT);
  font(doc, 7.5, 'normal', MUTED);
  doc.text(pdfText('BORANG / FORM CP58'), MARGIN, pen.y + 20 * PT + 4.5);
  doc.setDrawColor(INK);
  doc.setLineWidth(0.4);
  doc.rect(RIGHT - yearBoxW, pen.y, yearBoxW, 14);
  font(doc, 7, 'normal', MUTED);
  doc.text('TAHUN / YEAR', RIGHT - yearBoxW / 2, pen.y + 4, { align: 'center' });
  font(doc, 15, 'bold');
  doc.text(String(s.year), RIGHT - yearBoxW / 2, pen.y + 11.5, { align: 'center' });
  pen.y += 17;

  font(doc, 9.5, 'bold');
  const my = wrap(doc, CP58_TITLE_MY, WIDTH);
  doc.text(my, MARGIN, pen.y + 9.5 * PT);
  pen.y += my.length * lineH(9.5) + 1;
  font(doc, 9, 'italic');
  const en = wrap(doc, CP58_TITLE, WIDTH);
  doc.text(en, MARGIN, pen.y + 9 * PT);
  pen.y += en.length * lineH(9) + 1.5;

  font(doc, 8.5, 'bold');
  doc.text(pdfText(`Bagi tahun berakhir 31 Disember ${s.year} / For the year ended 31 December ${s.year}`), MARGIN, pen.y + 8.5 * PT);
  pen.y += lineH(8.5);
  font(doc, 7.5, 'normal', MUTED);
  const ref = `No. penyata / Statement no.: ${s.id}${s.onRequest ? '   \u00b7   Dikeluarkan atas permintaan / Issued on request' : ''}`;
  doc.text(pdfText(ref), MARGIN, pen.y + 7.5 * PT);
  pen.y += lineH(7.5) + 2.5;
}

/** Draws the whole form on a new jsPDF document (exported for the tests, which read the drawing's text). */
export function drawCp58(doc: jsPDF, s: Cp58Statement): jsPDF {
  const pen: Pen = { doc, y: MARGIN, boxTop: null };
  doc.setProperties({ title: pdfText(`CP58 ${s.year} - ${s.recipient.name}`), subject: pdfText(CP58_TITLE), author: pdfText(s.payer.name), creator: 'Rangkai' });
  titleBlock(pen, s);

  // Part A: the payer.
  heading(pen, 'Bahagian A / Part A: Butiran Pembayar / Particulars of Payer');
  const p = s.payer;
  cells(pen, [
    { no: 'A1', label: 'Nama / Name', value: orDash(p.name) },
    { no: 'A2', label: 'No. pendaftaran syarikat / Company registration no. (ROC)', value: orDash(p.identity) },
  ]);
  cells(pen, [
    { no: 'A3', label: 'No. pengenalan cukai pendapatan / Income tax no. (TIN)', value: orDash(p.tin) },
    { no: 'A4', label: 'No. telefon / Telephone no.', value: orDash(p.phone) },
  ]);
  cells(
    pen,
    [
      { no: 'A5', label: 'Alamat / Address', value: p.addressLines },
      { no: 'A6', label: 'E-mel / E-mail', value: orDash(p.email) },
    ],
    true,
  );
  closeBox(pen);

  // Part B: the agent.
  heading(pen, 'Bahagian B / Part B: Butiran Ejen, Pengedar atau Pengagih / Particulars of Agent, Dealer or Distributor');
  const r = s.recipient;
  cells(pen, [
    { no: 'B1', label: 'Nama / Name', value: orDash(r.name) },
    { no: 'B2', label: 'No. kad pengenalan / pasport / pendaftaran syarikat - Identity card / passport / company registration no. (ROC)', value: orDash(r.identity) },
  ]);
  cells(pen, [
    { no: 'B3', label: 'No. pengenalan cukai pendapatan / Income tax no. (TIN)', value: orDash(r.tin) },
    { no: 'B4', label: 'No. telefon / Telephone no.', value: orDash(r.phone) },
  ]);
  cells(
    pen,
    [
      { no: 'B5', label: 'Alamat / Address', value: r.addressLines },
      { no: 'B6', label: 'Nama pengguna ejen / Agent username', value: orDash(r.username) },
    ],
    true,
  );
  closeBox(pen);

  // Part C: the incentives.
  heading(pen, 'Bahagian C / Part C: Bayaran Insentif / Incentive Payments');
  amountRow(pen, '', 'Butiran / Particulars', null, { sub: true, head: 'Amaun / Amount (RM)' });
  amountRow(pen, '', 'Insentif berbentuk wang / Monetary incentives', null, { sub: true, shade: true });
  amountRow(pen, '(a)', 'Komisen / bonus - Commission / bonus', s.commission);
  amountRow(pen, '(b)', 'Insentif lain berbentuk wang - Other monetary incentives', s.otherMonetary);
  amountRow(pen, '', 'Insentif bukan berbentuk wang (pada kos) / Non-monetary incentives (at cost)', null, { sub: true, shade: true });
  amountRow(pen, '(c)', 'Kenderaan bermotor / Motor vehicle', s.vehicle);
  amountRow(pen, '(d)', 'Rumah / House', s.house);
  amountRow(pen, '(e)', 'Pakej pelancongan / Travel package', s.travel);
  amountRow(pen, '(f)', 'Lain-lain / Others', s.otherNonMonetary);
  amountRow(pen, '', 'JUMLAH / TOTAL [(a) hingga / to (f)]', s.total, { bold: true, shade: true });
  amountRow(pen, '', 'Amaun cukai dipotong di bawah seksyen 107D / Amount withheld under section 107D', s.withheld, { bold: true });
  closeBox(pen);

  const nonMonetary = [s.vehicle, s.house, s.travel, s.otherNonMonetary];
  if (nonMonetary.every((v) => Number(v) === 0)) {
    font(doc, 7, 'italic', MUTED);
    const note = wrap(doc, 'Nota / Note: (c) hingga / to (f): ganjaran produk dan hadiah tidak mempunyai kos yang direkodkan / product and prize rewards carry no recorded cost.', WIDTH);
    room(pen, note.length * lineH(7) + 2);
    doc.text(note, MARGIN, pen.y - 2 + 7 * PT);
    pen.y += note.length * lineH(7) + 1;
  }

  // The declaration.
  heading(pen, 'Akuan / Declaration');
  font(doc, 8.5);
  const officer = orDash(s.officerName);
  const said = wrap(
    doc,
    `Saya, ${officer}, bagi pihak ${orDash(p.name)}, dengan ini mengesahkan bahawa maklumat yang diberikan dalam penyata ini adalah benar, betul dan lengkap. / I, ${officer}, on behalf of ${orDash(p.name)}, hereby certify that the information given in this statement is true, correct and complete.`,
    WIDTH - 2 * PAD,
  );
  room(pen, said.length * lineH(8.5) + 2 * PAD);
  doc.text(said, MARGIN + PAD, pen.y + PAD + 8.5 * PT);
  pen.y += said.length * lineH(8.5) + 2 * PAD;
  doc.setDrawColor(RULE);
  doc.setLineWidth(0.15);
  doc.line(MARGIN, pen.y, RIGHT, pen.y);
  cells(
    pen,
    [
      { no: '', label: "Nama pegawai / Officer's name", value: officer },
      { no: '', label: 'Tarikh dikeluarkan / Date issued', value: orDash(formDate(s.issuedAt)) },
    ],
    true,
  );
  closeBox(pen);

  font(doc, 6.5, 'normal', MUTED);
  const footer = wrap(
    doc,
    'Penyata ini disediakan oleh pembayar menurut seksyen 83A Akta Cukai Pendapatan 1967 dan hendaklah disimpan oleh penerima. / This statement is prepared by the payer pursuant to section 83A of the Income Tax Act 1967 and should be kept by the recipient.',
    WIDTH,
  );
  room(pen, footer.length * lineH(6.5));
  doc.text(footer, MARGIN, pen.y + 6.5 * PT);
  return doc;
}

/** A new A4 document (uncompressed: its text stays readable), jsPDF fetched on first use. */
async function newDocument(): Promise<jsPDF> {
  const { jsPDF: JsPdf } = await import('jspdf');
  return new JsPdf({ unit: 'mm', format: 'a4', orientation: 'portrait', compress: false });
}

/** The statement's CP58 as a PDF file. */
export async function buildCp58Pdf(statement: Cp58Statement): Promise<Blob> {
  const doc = drawCp58(await newDocument(), statement);
  return new Blob([doc.output('arraybuffer')], { type: 'application/pdf' });
}

/** Builds the statement's CP58 and saves it as CP58-<year>-<username>.pdf. */
export async function downloadCp58(statement: Cp58Statement): Promise<void> {
  saveBlob(await buildCp58Pdf(statement), cp58Filename(statement));
}
