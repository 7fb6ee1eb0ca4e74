// The first version of each of the school's documents (terms, privacy policy, liability waiver,
// health-data consent, photo/video consent): example texts in Spanish for a mountain-bike school
// in Chile, written for this product and NOT legal advice (the admins' page says so). Seeded once
// per kind, so /terms and /privacy always have a version in force; admins replace them in the app.
import { min } from 'drizzle-orm'
import type { DocumentKind } from '#shared/documents.ts'
import { todayInSantiago } from '#shared/dates.ts'
import type { Db } from '#server/db/client.ts'
import { groups, schoolDocuments } from '#server/db/schema.ts'
import { documentHash } from '#server/documents/documents-data.ts'

interface DefaultDocument {
  title: string
  body: string
}

const TERMS = `Estos términos rigen la inscripción y la participación en las clases, salidas y actividades de la escuela de mountain bike (en adelante, «la Escuela»). Quien inscribe a un alumno, o se inscribe a sí mismo, los acepta.

## Inscripción

- La inscripción se hace con la Escuela, que asigna al alumno a un grupo según su edad y su nivel. Los grupos tienen días y horarios fijos; las clases uno a uno se acuerdan aparte.
- El apoderado entrega datos verdaderos y los mantiene al día: nombre y RUT del alumno y del apoderado, teléfono y correo de contacto, y contactos para una emergencia.
- Antes de la primera clase, el apoderado acepta el **descargo de responsabilidad** y el **consentimiento para tratar los datos de salud** del alumno. Sin ambos, el alumno no puede participar: son la condición de la Escuela para que un niño salga a rodar con seguridad.

## Pagos

- Las clases se cobran **mes vencido**: a comienzos de cada mes se emite un cobro por las clases a las que el alumno **asistió** el mes anterior, con el detalle de cada una. Las ausencias no se cobran.
- El transporte de la Escuela, cuando se usa, y la cuota de servicio se cobran como líneas aparte del mismo cobro, según los precios vigentes ese mes.
- Los cobros se pagan en el Portal de pagos del sitio (transferencia por Khipu) o directamente en la Escuela. Cada pago recibe su boleta electrónica.
- Un pago hecho no se devuelve, salvo en los casos que indica la sección siguiente.

## Cancelaciones

**Cuando el alumno no puede venir.** Como se cobran solo las clases a las que el alumno asistió, faltar a una clase de grupo no tiene costo. Le pedimos avisar al profesor o a la Escuela, idealmente el día anterior, para organizar el grupo y el transporte.

**Clases uno a uno.** Se pueden cancelar o cambiar de horario sin costo avisando con al menos 24 horas de anticipación. Si se avisa con menos tiempo, la Escuela procurará reprogramarla.

**Cuando la Escuela suspende una clase.** La Escuela puede suspender una clase o una salida por lluvia intensa, terreno en mal estado, alerta ambiental, un feriado o cualquier razón de seguridad. Avisamos por WhatsApp o correo tan pronto como lo sepamos. Una clase suspendida no se cobra y, cuando es posible, se ofrece otra fecha.

**Retiro de la Escuela.** El apoderado puede retirar al alumno en cualquier momento, avisando a la Escuela. Se cobran solo las clases asistidas hasta ese día; no hay matrícula ni mensualidad anticipada que perder.

**Devoluciones.** Si un cobro incluye una clase que no se hizo, una clase suspendida o un monto equivocado, la Escuela corrige el cobro o devuelve lo pagado de más, con su nota de crédito, dentro de los 10 días hábiles siguientes a que se lo informe.

## Seguridad y equipo

- El uso de **casco** es obligatorio en todo momento sobre la bicicleta. Recomendamos guantes, y rodilleras y coderas en los grupos de descenso.
- La bicicleta debe estar en buen estado (frenos, neumáticos, cambios). El profesor puede pedir que un alumno no ruede si su equipo no es seguro.
- Los alumnos siguen las indicaciones de los profesores. La Escuela puede suspender la participación de quien ponga en riesgo a sí mismo o a otros.

## Menores de edad

Los menores de edad participan con el consentimiento de su madre, padre o apoderado, que acepta estos términos y los documentos de la Escuela por cada niño. Los datos de los niños se tratan según la **Política de privacidad**.

## Fotos y videos

La Escuela solo publica fotos o videos en que se reconozca a un alumno con la autorización de su apoderado, que puede negarse sin ninguna consecuencia.

## Cambios a estos términos

Cuando la Escuela cambia un documento, publica una nueva versión con la fecha desde la que rige; las versiones anteriores se conservan sin cambios. Si cambia el descargo de responsabilidad o uno de los consentimientos, se le pedirá aceptarlo de nuevo en su próxima visita al Portal.

## Consultas y reclamos

Puede escribirnos o llamarnos a los datos de contacto de este sitio. Como consumidor, conserva siempre los derechos que le da la Ley N° 19.496 y puede acudir al Servicio Nacional del Consumidor (SERNAC).
`

const PRIVACY = `Esta política explica qué datos personales trata la escuela de mountain bike (en adelante, «la Escuela»), para qué, con quién los comparte, por cuánto tiempo los guarda y cómo puede ejercer sus derechos, conforme a la Ley N° 19.628 sobre protección de los datos personales, modificada por la Ley N° 21.719.

## Responsable

La Escuela es la **responsable** del tratamiento de los datos. Puede contactarla en los datos de contacto que aparecen en este sitio para cualquier consulta sobre sus datos.

## Qué datos tratamos

- **Del apoderado:** nombre, RUT, correo electrónico y teléfono.
- **Del alumno:** nombre, RUT, fecha de nacimiento, el grupo al que pertenece, su asistencia a clases y el uso del transporte de la Escuela.
- **Datos de salud del alumno** (alergias, condiciones de salud, medicamentos): son **datos sensibles** y solo se tratan con el consentimiento expreso del apoderado, dado en el documento «Consentimiento para tratar datos de salud». Van en la ficha de emergencia junto a los **contactos de emergencia** del alumno.
- **Pagos:** los cobros, los pagos y las boletas emitidas.
- **Fotos y videos** de las actividades, solo con la autorización del apoderado.

## Finalidades

Tratamos los datos solo para:

1. Inscribir a los alumnos, organizar los grupos y registrar la asistencia.
2. Calcular los cobros mensuales, recibir los pagos y emitir las boletas que exige la ley tributaria.
3. Comunicarnos con las familias (avisos de clases, recordatorios de pago, suspensiones).
4. Actuar con rapidez en una emergencia durante una clase (solo con el consentimiento de salud).
5. Mostrar la vida de la Escuela con fotos y videos (solo con la autorización de fotos y videos).

No vendemos datos ni los usamos para publicidad de terceros, y no tomamos decisiones automatizadas sobre las personas.

## Fundamento

Tratamos los datos porque son necesarios para prestar las clases que la familia contrata, porque la ley nos obliga a emitir y conservar boletas, y, para los datos de salud y las imágenes, por el **consentimiento** del apoderado, que puede revocar en cualquier momento.

## Niños, niñas y adolescentes

Los datos de los alumnos menores de edad se tratan atendiendo a su **interés superior** y a su autonomía progresiva. Los datos de los niños y niñas, y los datos sensibles de los adolescentes, se tratan con el **consentimiento de su madre, padre o representante legal**, que el apoderado da por cada niño, con su nombre y RUT, en el Portal de la Escuela. La Escuela guarda qué versión de cada documento se aceptó, cuándo y por quién.

## Quién ve los datos

- Los **administradores** de la Escuela ven los datos necesarios para su trabajo.
- Cada **profesor** ve en su teléfono solo a los alumnos de sus clases: nombres, los nombres y teléfonos de sus apoderados y, si hay consentimiento de salud, la ficha de emergencia. Las fechas de nacimiento y los RUT no se guardan en los teléfonos de los profesores.
- Comunicamos datos solo a quienes nos prestan un servicio necesario, como **encargados** que los tratan por cuenta de la Escuela: Khipu (pagos por transferencia), el proveedor de boletas electrónicas y el Servicio de Impuestos Internos, el servicio de correo electrónico, y WhatsApp cuando la familia nos escribe por ese medio. En una emergencia, entregamos a los servicios de salud lo necesario para atender al alumno.

## Por cuánto tiempo

Conservamos los datos mientras el alumno participa en la Escuela. Después de un período sin actividad, se anonimizan: se quitan los nombres, RUT, teléfonos y correos. Los cobros, pagos y boletas se conservan el tiempo que exigen las normas tributarias, con los nombres reemplazados.

## Sus derechos

Usted puede ejercer, gratuitamente, los derechos de:

- **Acceso:** saber qué datos suyos o de su hijo o hija tratamos, y obtener una copia.
- **Rectificación:** corregir datos inexactos o incompletos.
- **Supresión:** pedir que se eliminen los datos, salvo los que la ley nos obliga a conservar.
- **Oposición:** oponerse a un tratamiento determinado.
- **Portabilidad:** recibir sus datos en un formato estructurado y de uso común.
- **Bloqueo:** pedir que se suspenda temporalmente un tratamiento mientras se resuelve su solicitud.

Puede hacerlo desde el Portal de la Escuela, una vez que se identifica como apoderado, o escribiéndonos. Responderemos dentro del plazo que fija la ley. Si no queda conforme, puede reclamar ante la Agencia de Protección de Datos Personales.

## Seguridad

Los datos se guardan en sistemas con acceso por usuario y contraseña, con registro de quién consulta las fichas de emergencia. Si ocurre una vulneración de seguridad que afecte sus datos, se la informaremos a usted y a la autoridad según lo exige la ley.

## Cambios

Cuando esta política cambie, publicaremos una nueva versión con la fecha desde la que rige; las anteriores se conservan sin cambios.
`

const WAIVER = `Este documento lo acepta el apoderado por cada alumno, antes de su primera clase en la escuela de mountain bike (en adelante, «la Escuela»). Es una condición de la Escuela para que el alumno participe en las clases y salidas.

## La actividad y sus riesgos

El mountain bike es un deporte al aire libre, en cerros, senderos y parques, con pendientes, piedras, raíces, tierra suelta y cambios de clima. Aun con todas las precauciones, tiene **riesgos propios**: caídas, golpes, choques con otros ciclistas u obstáculos, raspaduras, torceduras, fracturas y, excepcionalmente, lesiones más graves. También hay exposición al sol, al calor, al frío y a insectos.

## Lo que hace la Escuela

- Adapta cada clase a la edad y al nivel de los alumnos y enseña la técnica de forma progresiva.
- Elige recorridos acordes al grupo y suspende las clases cuando el clima o el terreno no son seguros.
- Exige casco a todos los alumnos y puede impedir que ruede quien no tenga el equipo adecuado.
- Lleva un botiquín en cada clase y tiene a mano los contactos de emergencia de cada alumno.

## Lo que se compromete a hacer el apoderado

- Declarar que, según lo que sabe, el alumno está en condiciones de salud para practicar el deporte, e informar a la Escuela cualquier condición, alergia o medicamento que deba conocer.
- Procurar que el alumno use casco y una bicicleta en buen estado, y que siga las indicaciones de los profesores.
- Mantener al día sus teléfonos de contacto para poder ubicarlo durante las clases.

## En una emergencia

El apoderado autoriza a la Escuela para prestar primeros auxilios al alumno, llamar a los servicios de emergencia y, si es necesario, trasladarlo o hacerlo trasladar al centro de salud más cercano. La Escuela avisará de inmediato al apoderado o, si no lo ubica, a los contactos de emergencia. Los gastos médicos corren por cuenta de la familia y de su previsión o seguro de salud.

## Aceptación

Al aceptar este documento, el apoderado declara que lo leyó, que conoce los riesgos propios del mountain bike y que los acepta para el alumno. Este descargo **no libera a la Escuela** de la responsabilidad que le corresponda por sus propias faltas o las de sus profesores.
`

const HEALTH_CONSENT = `Con este consentimiento, el apoderado autoriza a la escuela de mountain bike (en adelante, «la Escuela») a tratar los **datos de salud** del alumno, que la ley considera **datos sensibles**. Se da por cada alumno y es una condición de la Escuela para que el alumno participe en las clases: sin él, la Escuela no podría actuar con seguridad en una emergencia.

## Qué datos

- Alergias (a medicamentos, alimentos, picaduras u otras).
- Condiciones de salud que importen durante la actividad (por ejemplo asma, diabetes, epilepsia, problemas cardíacos).
- Medicamentos que el alumno usa o podría necesitar durante una clase.
- Contactos de emergencia y, si el apoderado lo indica, la previsión de salud.

## Para qué

Solo para **cuidar al alumno**: que su profesor sepa cómo actuar en una emergencia y pueda informar a los servicios de salud. Estos datos no se usan para ningún otro fin.

## Quién los ve

- Los **profesores** del alumno, en la ficha de emergencia de su teléfono, solo mientras el alumno está en sus clases. Cada consulta de la ficha queda registrada.
- Los **administradores** de la Escuela, para mantener la ficha al día.
- Los **servicios de emergencia o de salud** que atiendan al alumno, solo lo necesario para atenderlo.

## Por cuánto tiempo

Mientras el alumno participe en la Escuela. Cuando se retire, o si usted revoca este consentimiento, los datos de salud se eliminan.

## Sus derechos

Puede consultar, corregir o pedir que se eliminen estos datos en cualquier momento, y **revocar** este consentimiento avisando a la Escuela o desde el Portal. La revocación no afecta lo hecho antes de ella, pero, sin consentimiento, el alumno no podrá seguir participando en las clases.

## Declaración

El apoderado declara que es madre, padre o representante legal del alumno, que la información de salud que entrega es verdadera y que avisará a la Escuela cuando cambie.
`

const PHOTO_CONSENT = `La escuela de mountain bike (en adelante, «la Escuela») le pide autorización para tomar y publicar fotos y videos en que se reconozca al alumno durante las clases, salidas y actividades.

**Puede negarse sin ninguna consecuencia**: el alumno participa igual en todas las actividades, y la Escuela cuida que no aparezca reconocible en lo que publica.

## Para qué

- Mostrar la vida de la Escuela en su sitio web y en sus redes sociales.
- Compartir con las familias los recuerdos de las salidas y actividades.
- Revisar la técnica de los alumnos en clases (videos que no se publican).

## Cómo

- Nunca publicamos el nombre completo, el RUT, el colegio ni otros datos que permitan ubicar al alumno junto a su imagen.
- No vendemos ni cedemos las imágenes a terceros, ni las usamos en publicidad de otras marcas.
- Las imágenes se guardan en los equipos y cuentas de la Escuela.

## Retirar la autorización

Puede retirar esta autorización en cualquier momento, desde el Portal o avisando a la Escuela. Desde entonces no se publicarán nuevas imágenes del alumno, y las ya publicadas en los canales de la Escuela se retirarán cuando usted lo pida.
`

export const DEFAULT_DOCUMENTS: Record<DocumentKind, DefaultDocument> = {
  terms: { title: 'Términos y condiciones', body: TERMS },
  privacy: { title: 'Política de privacidad', body: PRIVACY },
  waiver: { title: 'Descargo de responsabilidad', body: WAIVER },
  health_consent: { title: 'Consentimiento para tratar datos de salud', body: HEALTH_CONSENT },
  photo_consent: { title: 'Autorización de fotos y videos', body: PHOTO_CONSENT },
}

/**
 * Gives each kind that has no version yet its example text, in force from the school's start (its
 * first group's start date, or today for a new school). Runs at every start: a new kind, or a
 * database from before the documents existed, gets its first version; nothing else is touched.
 */
export async function seedDefaultDocuments(db: Db): Promise<DocumentKind[]> {
  const present = new Set(
    (await db.selectDistinct({ kind: schoolDocuments.kind }).from(schoolDocuments)).map(
      (row) => row.kind,
    ),
  )
  const missing = (Object.keys(DEFAULT_DOCUMENTS) as DocumentKind[]).filter(
    (kind) => !present.has(kind),
  )
  if (missing.length === 0) return []
  const [first] = await db.select({ day: min(groups.start_date) }).from(groups)
  const today = todayInSantiago()
  const validFrom = first?.day && first.day < today ? first.day : today
  await db.insert(schoolDocuments).values(
    missing.map((kind) => ({
      kind,
      ...DEFAULT_DOCUMENTS[kind],
      valid_from: validFrom,
      content_hash: documentHash(DEFAULT_DOCUMENTS[kind].body),
    })),
  )
  return missing
}
