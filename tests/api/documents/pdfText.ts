import { inflateSync } from 'node:zlib';

/**
 * Reads a PDF made by the document service without a PDF library: inflates each content stream
 * (one per page, in page order) and joins the hex strings of its text operators, one line per
 * BT…ET block. Enough for pdfkit's standard fonts (WinAnsi, which is latin1 for our text).
 */
export function pdfPages(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const pages: string[] = [];
  // A stream is exactly /Length bytes after "stream\n" (pdfkit writes the length itself). Reading up
  // to "\nendstream" instead lost the last byte whenever it was a carriage return (1 in 256 streams).
  const streams = /\/Length (\d+)\b[^]*?>>\s*stream\r?\n/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    const start = m.index + m[0].length;
    const data = pdf.subarray(start, start + Number(m[1]));
    streams.lastIndex = start + data.length;
    let content: string;
    try { content = inflateSync(data).toString('latin1'); } catch { continue; }
    if (!/\bTJ\b/.test(content)) continue;
    const lines = [...content.matchAll(/BT([\s\S]*?)ET/g)].map((block) =>
      [...block[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join(''));
    pages.push(lines.join('\n'));
  }
  return pages;
}

/** The page count the PDF declares in its page tree (pdfkit writes no outline, so /Count is the page tree's). */
export const pageCount = (pdf: Buffer): number => Number(/\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1]);
