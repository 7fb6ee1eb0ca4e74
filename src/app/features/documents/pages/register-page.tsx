// Registro de tratamiento (admins): the processing register the server generates from the data map
// (shared/processing-register.ts) and the sync contract: one card per activity, what each role's
// phone holds, and which outside services this server uses. Read-only.
import '#app/styles/card.css'
import '../documents.css'
import { Link } from 'react-router-dom'
import { uiRegister as t } from '#app/i18n/ui-documents.ts'
import { InfoList } from '#app/components/ui/info-list.tsx'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { QueryStatus } from '#app/components/ui/query-status.tsx'
import { useProcessingRegister } from '../api/register.ts'

export function RegisterPage() {
  const { data, isError } = useProcessingRegister()
  return (
    <div className="register">
      <p>
        <Link to="/documents">← {t.back}</Link>
      </p>
      <PageTitle>{t.title}</PageTitle>
      <p className="text-muted">{t.intro}</p>
      {!data ? (
        <QueryStatus isError={isError} errorText={t.loadError} />
      ) : (
        <>
          {data.activities.map((activity) => (
            <section key={activity.key} className="card register-activity">
              <h2>{activity.title}</h2>
              <InfoList
                rows={[
                  [t.data, activity.data],
                  [t.purpose, activity.purpose],
                  [t.basis, activity.basis],
                  [t.access, activity.access],
                  [
                    t.recipients,
                    activity.recipients.length ? (
                      <ul>
                        {activity.recipients.map((recipient) => (
                          <li key={recipient}>{recipient}</li>
                        ))}
                      </ul>
                    ) : (
                      t.noRecipients
                    ),
                  ],
                  [t.retention, activity.retention],
                ]}
              />
            </section>
          ))}
          <section className="card register-activity">
            <h2>{t.devicesTitle}</h2>
            <p className="text-muted">{t.devicesIntro}</p>
            {data.devices.map((device) => (
              <div key={device.role}>
                <h3>{device.role}</h3>
                <InfoList rows={device.holds.map((h) => [h.what, h.fields.join(', ')])} />
              </div>
            ))}
          </section>
          <section className="card register-activity">
            <h2>{t.servicesTitle}</h2>
            <InfoList
              rows={data.services.map((service) => [
                service.name,
                <>
                  <strong>{service.configured ? t.configured : t.notConfigured}.</strong>{' '}
                  {service.sends}
                </>,
              ])}
            />
          </section>
        </>
      )}
    </div>
  )
}
