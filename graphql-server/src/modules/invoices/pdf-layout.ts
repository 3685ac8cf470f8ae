/** The pieces an A4 GST document (invoice, credit note) is drawn with (pdfkit). */
import PDFDocument from 'pdfkit';

export type Doc = PDFKit.PDFDocument;
export const LEFT = 40;

/** A new A4 document and the promise of its bytes (resolved when `doc.end()` is called). */
export function a4Document(info: { Title: string; Author: string; Subject: string }): {
  doc: Doc;
  done: Promise<Buffer>;
} {
  const doc = new PDFDocument({ size: 'A4', margin: LEFT, info });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

export const contentWidth = (doc: Doc) => doc.page.width - 2 * LEFT;

/** A titled block of lines at x (one column: half the page less a gutter, unless `width`). */
export function block(
  doc: Doc,
  x: number,
  y: number,
  title: string,
  lines: string[],
  width = contentWidth(doc) / 2 - 10,
): number {
  doc.font('Helvetica-Bold').fontSize(10).text(title, x, y, { width });
  doc.font('Helvetica').fontSize(9);
  for (const line of lines) doc.text(line, x, doc.y, { width });
  return doc.y;
}

export interface Column {
  title: string;
  /** 0: takes what the others leave */
  w: number;
  align: 'left' | 'right';
}

/** Draws table rows under one another, each cell wrapped in its column, a rule under each row. */
export function tableRows(doc: Doc, columns: Column[]): (cells: string[], bold?: boolean) => void {
  const width = contentWidth(doc);
  const cols = columns.map((c) => ({ ...c }));
  const flexible = cols.find((c) => c.w === 0);
  if (flexible) flexible.w = width - cols.reduce((a, c) => a + c.w, 0);
  return (cells, bold = false) => {
    const y = doc.y;
    let x = LEFT;
    let h = 0;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    cells.forEach((text, i) => {
      const c = cols[i]!;
      h = Math.max(h, doc.heightOfString(text, { width: c.w - 4 }));
      doc.text(text, x + 2, y, { width: c.w - 4, align: c.align });
      x += c.w;
    });
    doc.y = y + h + 4;
    doc
      .moveTo(LEFT, doc.y - 2)
      .lineTo(LEFT + width, doc.y - 2)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
  };
}

/** Label / amount pairs, right-aligned under the table. */
export function summaryRows(doc: Doc, rows: [string, string][]): void {
  const width = contentWidth(doc);
  doc.font('Helvetica').fontSize(9);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.text(label, LEFT + width - 260, y, { width: 180 });
    doc.text(value, LEFT + width - 80, y, { width: 80, align: 'right' });
  }
}

/** "For <seller>" and "Authorised signatory", right-aligned. */
export function signature(doc: Doc, signer: string): void {
  const width = contentWidth(doc);
  doc.moveDown(1.5);
  doc.font('Helvetica').fontSize(9).text(`For ${signer}`, LEFT, doc.y, { width, align: 'right' });
  doc.moveDown(0.3);
  doc.text('Authorised signatory', { width, align: 'right' });
}
