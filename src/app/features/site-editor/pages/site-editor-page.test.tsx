// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SITE_DEFAULTS, type AdminSite } from '#shared/contract/site.ts'
import { siteMessages } from '#shared/i18n/site.ts'
import { jsonResponse } from '#app/test/fixtures.ts'
import { renderWithClient, stubbedFetch } from '#app/test/render.tsx'
import { SiteEditorPage } from './site-editor-page.tsx'

const fetchMock = stubbedFetch()

const SITE: AdminSite = {
  ...SITE_DEFAULTS,
  instructors: {
    intro: 'Nuestro equipo',
    members: [
      { teacher_id: null, name: 'Diego Fuentes', bio: 'Diez años.', photo_id: null, agreed: true },
      { teacher_id: null, name: 'Camila Rojas', bio: 'Enduro.', photo_id: null, agreed: true },
    ],
  },
  images: {},
  updated_at: { home: null },
}

/** Answers GET /api/site with `site`, a PUT with `put`, an image upload with `upload`. */
function answer(put: Response = jsonResponse(200, SITE), upload?: Response) {
  fetchMock.mockImplementation((url, init) => {
    if (init?.method === 'PUT') return Promise.resolve(put)
    if (String(url).endsWith('/site/images') && upload) return Promise.resolve(upload)
    return Promise.resolve(jsonResponse(200, SITE))
  })
}
const sent = () => {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')
  return call && { url: String(call[0]), body: JSON.parse(String(call[1]!.body)) as unknown }
}
const open = (section: string) =>
  renderWithClient(<SiteEditorPage />, { path: `/site/${section}`, pattern: '/site/:section' })

describe('Sitio web', () => {
  it('saves the home section with the edited title and says so', async () => {
    answer()
    open('home')
    const title = await screen.findByLabelText('Título principal')
    expect((title as HTMLInputElement).value).toBe(SITE_DEFAULTS.home.hero_title)
    fireEvent.change(title, { target: { value: 'Pedalea con nosotros' } })
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }))
    expect((await screen.findByRole('status')).textContent).toContain('Se guardó la sección Inicio')
    expect(sent()).toMatchObject({
      url: '/api/site/home',
      body: { hero_title: 'Pedalea con nosotros', hero_kicker: SITE_DEFAULTS.home.hero_kicker },
    })
  })

  it('refuses to save a blank title, next to the field, without calling the server', async () => {
    answer()
    open('home')
    fireEvent.change(await screen.findByLabelText('Título principal'), { target: { value: ' ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByText(siteMessages.textRequired)).toBeTruthy()
    expect(screen.getByLabelText('Título principal').getAttribute('aria-invalid')).toBe('true')
    expect(sent()).toBeUndefined()
  })

  it('reorders, removes and adds instructors; a new one must agree to appear', async () => {
    answer()
    open('instructors')
    await screen.findByDisplayValue('Diego Fuentes')
    fireEvent.click(screen.getByRole('button', { name: 'Bajar: Instructor 1' }))
    const names = () =>
      screen.getAllByLabelText('Nombre').map((input) => (input as HTMLInputElement).value)
    expect(names()).toEqual(['Camila Rojas', 'Diego Fuentes'])
    fireEvent.click(screen.getByRole('button', { name: 'Quitar: Instructor 2' }))
    expect(names()).toEqual(['Camila Rojas'])
    fireEvent.click(screen.getByRole('button', { name: /Agregar/ }))
    const added = screen.getAllByLabelText('Nombre')[1]!
    fireEvent.change(added, { target: { value: 'Pedro Soto' } })
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByText(siteMessages.agreedRequired)).toBeTruthy()
    expect(sent()).toBeUndefined()
    fireEvent.click(screen.getAllByLabelText('Acepta aparecer en el sitio')[1]!)
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(sent()).toBeDefined())
    expect(sent()!.body).toMatchObject({
      members: [
        { name: 'Camila Rojas', agreed: true },
        { name: 'Pedro Soto', agreed: true, teacher_id: null, photo_id: null },
      ],
    })
  })

  it('previews the instructors as the public page will show them', async () => {
    answer()
    open('instructors')
    fireEvent.click(await screen.findByRole('button', { name: 'Vista previa' }))
    const preview = screen.getByRole('region', { name: 'Así se verá en el sitio' })
    expect(within(preview).getByRole('heading', { name: 'Diego Fuentes' })).toBeTruthy()
    expect(within(preview).getByText('DF')).toBeTruthy()
  })

  it('shows why the server refused an uploaded file', async () => {
    const refusal = jsonResponse(400, {
      detail: siteMessages.imageNotAnImage,
      code: 'IMAGE_NOT_AN_IMAGE',
    })
    answer(undefined, refusal)
    open('home')
    const picker = await screen.findByLabelText('Foto principal')
    const file = new File(['hola'], 'foto.png', { type: 'image/png' })
    fireEvent.change(picker, { target: { files: [file] } })
    expect((await screen.findByRole('alert')).textContent).toContain(siteMessages.imageNotAnImage)
  })

  it('says why a link is refused on the contact section', async () => {
    answer()
    open('contact')
    fireEvent.change(await screen.findByLabelText('Instagram (https://…)'), {
      target: { value: 'javascript:alert(1)' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByText(siteMessages.urlInvalid)).toBeTruthy()
    expect(sent()).toBeUndefined()
  })
})
