/**
 * A one-page invoice PDF written directly (no library): PDF 1.4 text in the standard Chinese font STSong-Light
 * (Adobe-GB1, UniGB-UCS2-H, which every PDF reader provides), so the buyer's title and the lines print in Chinese.
 */
const hex = (text: string) => {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    out += (code > 0xffff ? 0x3000 : code).toString(16).padStart(4, '0');
  }
  return `<${out}>`;
};

export interface PdfLine {
  x: number;
  y: number;
  size: number;
  text: string;
}

export function pdfDocument(lines: PdfLine[], rules: Array<[number, number, number, number]> = [], color: 'black' | 'red' = 'black'): Buffer {
  const rgb = color === 'red' ? '0.75 0.1 0.1' : '0 0 0';
  const content = [
    `${rgb} RG ${rgb} rg 0.8 w`,
    ...rules.map(([x1, y1, x2, y2]) => `${x1} ${y1} m ${x2} ${y2} l S`),
    ...lines.map((l) => `BT /F1 ${l.size} Tf ${l.x} ${l.y} Td ${hex(l.text)} Tj ET`),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 842 595] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 7 0 R /DW 1000 >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
