import { checkPassword } from '#shared/password.ts'
import { uiAuth } from '#app/i18n/ui-staff.ts'

/** The password rules, each ticked as soon as the typed password meets it. */
export function PasswordChecklist({ password, id }: { password: string; id: string }) {
  return (
    <div className="checklist" id={id}>
      <p className="checklist-title">{uiAuth.requirements}</p>
      <ul>
        {checkPassword(password).map((rule) => (
          <li key={rule.id} className={rule.ok ? 'rule ok' : 'rule'} data-ok={rule.ok}>
            <span className="rule-icon" aria-hidden="true">
              {rule.ok ? '✓' : '○'}
            </span>
            {rule.label}
            <span className="visually-hidden">
              {' '}
              ({rule.ok ? uiAuth.ruleMet : uiAuth.ruleMissing})
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
