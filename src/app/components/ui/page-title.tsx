import { useDocumentTitle } from '#app/lib/use-document-title.ts'

/** The screen's one h1; also names the browser tab. */
export function PageTitle({ children }: { children: string }) {
  useDocumentTitle(children)
  return <h1 className="page-title">{children}</h1>
}
