import { describe, expect, it } from 'vitest'
import type { OutboxEntry } from '#app/offline/db.ts'
import { mutationOfLegacyCall } from '#app/offline/legacy-outbox.ts'
import { describeChange } from './describe-change.ts'

const S = '/class_sessions/0b6f3c55-1f4e-4b8e-9a7e-2b1f6c0a0001'
const U = '0b6f3c55-1f4e-4b8e-9a7e-2b1f6c0a0002'

describe('describeChange of an entry queued by the old app, once upgraded', () => {
  it.each([
    ['POST', '/class_sessions', 'Crear clase'],
    ['DELETE', S, 'Eliminar clase'],
    ['POST', `${S}/students`, 'Agregar alumnos a la clase'],
    ['DELETE', `${S}/students/${U}`, 'Quitar alumno de la clase'],
    ['PATCH', `${S}/students/${U}`, 'Cambiar uso de transporte'],
    ['POST', `${S}/teachers`, 'Agregar profesores a la clase'],
    ['DELETE', `${S}/teachers/${U}`, 'Quitar profesor de la clase'],
    ['POST', `/groups/${U}/students`, 'Agregar integrantes al grupo'],
    ['DELETE', `/groups/${U}/teachers/${U}`, 'Quitar integrante del grupo'],
    ['POST', '/something', 'Cambio'],
  ] as const)('%s %s → %s', (method, path, text) => {
    const body = method === 'PATCH' ? { used_transport: true } : [U]
    const mutation = mutationOfLegacyCall({ method, path, body })
    const name = (mutation?.name ?? 'legacy.call') as OutboxEntry['name']
    expect(describeChange({ name })).toBe(text)
  })
})
