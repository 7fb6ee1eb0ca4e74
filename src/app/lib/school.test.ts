// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { phoneHref, readSchoolInfo, SCHOOL_DEFAULTS } from './school.ts'

afterEach(() => {
  document.head.innerHTML = ''
})

describe('school identity', () => {
  it('reads the name, phone and e-mail the server wrote into index.html', () => {
    document.head.innerHTML =
      '<meta name="school:name" content="Escuela Cóndor &amp; Amigos">' +
      '<meta name="school:phone" content="+56 9 8765 4321">' +
      '<meta name="school:email" content="hola@condor.cl">'
    expect(readSchoolInfo()).toEqual({
      name: 'Escuela Cóndor & Amigos',
      phone: '+56 9 8765 4321',
      email: 'hola@condor.cl',
      whatsapp: '+56 9 8765 4321',
    })
  })

  it('writes to the WhatsApp number when one is given apart from the phone', () => {
    document.head.innerHTML =
      '<meta name="school:phone" content="+56 2 2345 6789">' +
      '<meta name="school:whatsapp" content="+56 9 8111 2222">'
    expect(readSchoolInfo()).toMatchObject({
      phone: '+56 2 2345 6789',
      whatsapp: '+56 9 8111 2222',
    })
  })

  it('falls back to the defaults for missing or empty tags', () => {
    document.head.innerHTML = '<meta name="school:name" content="  ">'
    expect(readSchoolInfo()).toEqual(SCHOOL_DEFAULTS)
  })

  it('dials only digits and the plus sign', () => {
    expect(phoneHref('+56 9 8765 4321')).toBe('tel:+56987654321')
  })
})
