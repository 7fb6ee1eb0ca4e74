// Sitio web (/site, /site/{section}): one lazy chunk for the editor and all its sections.
import { Navigate, Route, Routes } from 'react-router-dom'
import { SiteEditorPage } from './pages/site-editor-page.tsx'

export function SiteEditorRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="home" replace />} />
      <Route path=":section" element={<SiteEditorPage />} />
    </Routes>
  )
}
