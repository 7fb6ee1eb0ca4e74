// What the public site's other pages say until the school edits them (the defaults of the plans,
// instructors, team, associations and contact sections). Empty contact fields mean "the school's
// configured phone and e-mail" (SCHOOL_PHONE, SCHOOL_EMAIL); empty lists show the general texts.

export const SITE_PAGES_DEFAULTS = {
  plans: {
    intro:
      'Nuestros planes acompañan a cada ciclista según su edad, experiencia y objetivos. Elige el formato que más te acomode; puedes combinarlos cuando quieras.',
  },
  instructors: {
    intro:
      'Nuestros instructores son ciclistas con años de experiencia en el cerro y formación en enseñanza deportiva y primeros auxilios.',
    members: [] as {
      teacher_id: string | null
      name: string
      bio: string
      photo_id: string | null
      agreed: boolean
    }[],
  },
  team: {
    intro:
      'Detrás de cada clase hay un equipo que organiza rutas, coordina el transporte y mantiene el contacto con las familias.',
    members: [] as { name: string; role: string; bio: string; photo_id: string | null }[],
  },
  associations: {
    intro:
      'Colaboramos con clubes, parques y organizaciones deportivas para abrir más espacios a la práctica segura del mountain bike.',
    items: [
      {
        name: 'Clubes de ciclismo',
        text: 'Compartimos salidas y encuentros, y ayudamos a quienes quieren dar el paso a la competencia.',
        url: '',
      },
      {
        name: 'Parques y senderos',
        text: 'Trabajamos con quienes administran los parques para usar los senderos con respeto y ayudar a cuidarlos.',
        url: '',
      },
      {
        name: 'Colegios y comunidades',
        text: 'Llevamos la bicicleta a colegios y juntas de vecinos con talleres y jornadas abiertas.',
        url: '',
      },
    ],
  },
  contact: {
    email: '',
    phone: '',
    whatsapp: '',
    address: '',
    instagram: '',
    facebook: '',
    youtube: '',
  },
}
