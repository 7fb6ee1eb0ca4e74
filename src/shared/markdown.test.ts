import { describe, expect, it } from 'vitest'
import { markdownHtml, markdownParagraphs } from './markdown.ts'

describe('markdown of the school documents', () => {
  it('renders headings, lists and links, and escapes raw HTML', () => {
    const html = markdownHtml(
      '# Términos\n\n- uno\n- **dos**\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1))',
    )
    expect(html).toContain('<h1>Términos</h1>')
    expect(html).toContain('<li><strong>dos</strong></li>')
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;')
    expect(html).not.toContain('javascript:')
  })

  it('reads back plain paragraphs for a PDF', () => {
    expect(
      markdownParagraphs(
        '## Riesgos\n\nEl **ciclismo** de montaña\nimplica riesgos.\n\n- casco\n- guantes',
      ),
    ).toEqual(['Riesgos', 'El ciclismo de montaña\nimplica riesgos.', '• casco\n• guantes'])
  })
})
