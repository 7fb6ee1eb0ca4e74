// The school's documents are written in Markdown by admins: rendered to HTML by micromark, which
// escapes any HTML in the source (an admin cannot put a script on the public pages), and read back
// as plain paragraphs for PDFs.
import { micromark } from 'micromark'

/** Safe HTML of `source`: raw HTML is escaped, links keep only safe protocols (micromark's rules). */
export function markdownHtml(source: string): string {
  return micromark(source)
}

/** `source` as plain text paragraphs (for a PDF): headings, emphasis and list marks taken off. */
export function markdownParagraphs(source: string): string[] {
  return source
    .replace(/\r\n/g, '\n')
    .split(/\n{2,}/)
    .map((block) =>
      block
        .split('\n')
        .map((line) =>
          line
            .replace(/^\s{0,3}#{1,6}\s+/, '')
            .replace(/^\s*[-*+]\s+/, '• ')
            .replace(/(\*\*|__)(.+?)\1/g, '$2')
            .replace(/(\*|_)(.+?)\1/g, '$2')
            .replace(/\[([^\]]+)\]\(([^)]+)\)/g, '$1 ($2)'),
        )
        .join('\n')
        .trim(),
    )
    .filter((block) => block.length > 0)
}
