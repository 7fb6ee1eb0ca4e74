// The text an uncompressed PDF shows, for tests: pdfkit writes each run of text as hex strings
// in TJ/Tj operators (WinAnsi codes for the standard fonts), in reading order.
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1')
  const runs: string[] = []
  for (const op of source.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]+)>\s*Tj/g)) {
    const hexes = op[1] ? [...op[1].matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => m[1]!) : [op[2]!]
    runs.push(hexes.map((hex) => Buffer.from(hex, 'hex').toString('latin1')).join(''))
  }
  return runs.join('')
}
