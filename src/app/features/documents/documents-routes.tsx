// Documentos and its 'Firmas de las familias' (/documents, /documents/families): one lazy chunk,
// so the entry script carries one route for both (the guardians' pages share that entry).
import { Route, Routes } from 'react-router-dom'
import { DocumentsPage } from './pages/documents-page.tsx'
import { FamilyConsentsPage } from './pages/family-consents-page.tsx'

export function DocumentsRoutes() {
  return (
    <Routes>
      <Route index element={<DocumentsPage />} />
      <Route path="families" element={<FamilyConsentsPage />} />
    </Routes>
  )
}
