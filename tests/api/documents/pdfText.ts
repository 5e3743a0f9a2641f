import { inflateSync } from 'node:zlib';

/**
 * Reads a PDF made by the document service without a PDF library: inflates each content stream
 * (one per page, in page order) and joins the hex strings of its text operators, one line per
 * BT…ET block. Enough for pdfkit's standard fonts (WinAnsi, which is latin1 for our text).
 */
export function pdfPages(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const pages: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    let content: string;
    try { content = inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1'); } catch { continue; }
    if (!/\bTJ\b/.test(content)) continue;
    const lines = [...content.matchAll(/BT([\s\S]*?)ET/g)].map((block) =>
      [...block[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join(''));
    pages.push(lines.join('\n'));
  }
  return pages;
}

/** The page count the PDF declares in its page tree (pdfkit writes no outline, so /Count is the page tree's). */
export const pageCount = (pdf: Buffer): number => Number(/\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1]);
