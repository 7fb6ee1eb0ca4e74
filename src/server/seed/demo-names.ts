// Names, places and groups of the demo school: realistic Chilean data, no real people.

export const GIRL_NAMES = [
  'Martina',
  'Sofía',
  'Florencia',
  'Valentina',
  'Isidora',
  'Agustina',
  'Emilia',
  'Josefa',
  'Antonella',
  'Catalina',
  'Trinidad',
  'Amanda',
  'Maite',
  'Rafaela',
  'Julieta',
  'Renata',
] as const

export const BOY_NAMES = [
  'Agustín',
  'Benjamín',
  'Vicente',
  'Tomás',
  'Maximiliano',
  'Joaquín',
  'Mateo',
  'Lucas',
  'Martín',
  'Cristóbal',
  'Matías',
  'Facundo',
  'Gaspar',
  'Santiago',
  'Felipe',
  'Bastián',
] as const

export const ADULT_NAMES = [
  'María José',
  'Carolina',
  'Paula',
  'Javiera',
  'Francisca',
  'Daniela',
  'Macarena',
  'Claudia',
  'Rodrigo',
  'Cristián',
  'Felipe',
  'Gonzalo',
  'Pablo',
  'Sebastián',
  'Ignacio',
  'Álvaro',
] as const

export const LAST_NAMES = [
  'González',
  'Muñoz',
  'Rojas',
  'Díaz',
  'Pérez',
  'Soto',
  'Contreras',
  'Silva',
  'Martínez',
  'Sepúlveda',
  'Morales',
  'Rodríguez',
  'López',
  'Fuentes',
  'Hernández',
  'Torres',
  'Araya',
  'Flores',
  'Espinoza',
  'Valenzuela',
  'Castillo',
  'Tapia',
  'Reyes',
  'Gutiérrez',
  'Castro',
  'Pizarro',
  'Álvarez',
  'Vásquez',
  'Sánchez',
  'Fernández',
  'Ramírez',
  'Carrasco',
] as const

export const EMAIL_DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.es'] as const

export interface DemoGroup {
  name: string
  description: string
  days: ('MO' | 'TU' | 'WE' | 'TH' | 'FR' | 'SA' | 'SU')[]
  time: string
  location: string
  pricePerSession: number | null
  size: number
  /** What the public schedule says of the group: level, riders' ages (no maximum: adults too). */
  level: 'beginner' | 'intermediate' | 'advanced'
  ages: [number, number | null]
  /** Riders it takes: one group nearly full and one full, so the waiting list shows. */
  capacity: number | null
}

/** A Google Maps search for a place: a link that needs no key and no coordinates. */
export const mapSearch = (place: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`

export const DEMO_GROUPS: DemoGroup[] = [
  {
    name: 'Iniciación Infantil',
    description: 'Primeros pasos en la bicicleta de montaña para niños de 7 a 10 años.',
    days: ['TU', 'TH'],
    time: '17:30',
    location: 'Parque Mahuida, La Reina',
    pricePerSession: null,
    size: 11,
    level: 'beginner',
    ages: [7, 10],
    capacity: 12,
  },
  {
    name: 'Intermedio Juvenil',
    description: 'Técnica de subida y bajada para jóvenes con experiencia.',
    days: ['MO', 'WE'],
    time: '18:00',
    location: 'Parque Metropolitano, Cerro San Cristóbal',
    pricePerSession: null,
    size: 10,
    level: 'intermediate',
    ages: [11, 16],
    capacity: 10,
  },
  {
    name: 'Avanzado Enduro',
    description: 'Entrenamiento de enduro y descenso para riders avanzados.',
    days: ['SA'],
    time: '10:00',
    location: 'Valle Nevado, Farellones',
    pricePerSession: 14000,
    size: 9,
    level: 'advanced',
    ages: [15, null],
    capacity: null,
  },
  {
    name: 'Mini Riders',
    description: 'Juegos y equilibrio sobre ruedas para los más pequeños.',
    days: ['FR'],
    time: '16:00',
    location: 'Parque Mahuida, La Reina',
    pricePerSession: null,
    size: 8,
    level: 'beginner',
    ages: [4, 6],
    capacity: 14,
  },
]

export const TRIP_DESTINATIONS = [
  'Paseo a Cajón del Maipo',
  'Paseo a Lagunillas',
  'Paseo a Quebrada de Macul',
] as const
