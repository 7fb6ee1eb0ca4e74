// Documentos, its 'Firmas de las familias' and the processing register (/documents,
// /documents/families, /documents/register): one lazy chunk, so the entry script carries one
// route for all three (the guardians' pages share that entry).
import { Route, Routes } from 'react-router-dom'
import { DocumentsPage } from './pages/documents-page.tsx'
import { FamilyConsentsPage } from './pages/family-consents-page.tsx'
import { RegisterPage } from './pages/register-page.tsx'

export function DocumentsRoutes() {
  return (
    <Routes>
      <Route index element={<DocumentsPage />} />
      <Route path="families" element={<FamilyConsentsPage />} />
      <Route path="register" element={<RegisterPage />} />
    </Routes>
  )
}
