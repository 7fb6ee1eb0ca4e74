// A school document's Markdown shown as text (the public pages, the guardian's signing, the admin's
// preview). The HTML comes from markdownHtml, which escapes any HTML of the source.
import { useMemo } from 'react'
import { markdownHtml } from '#shared/markdown.ts'

export function MarkdownText({ source, className }: { source: string; className?: string }) {
  const html = useMemo(() => markdownHtml(source), [source])
  return (
    <div
      className={className ? `markdown ${className}` : 'markdown'}
      // NOTE: safe: micromark escapes raw HTML and drops unsafe link protocols (markdown.test.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
