import { checkPassword } from '#shared/password.ts'
import { ui } from '#app/i18n/ui.ts'

/** The password rules, each ticked as soon as the typed password meets it. */
export function PasswordChecklist({ password, id }: { password: string; id: string }) {
  return (
    <div className="checklist" id={id}>
      <p className="checklist-title">{ui.auth.requirements}</p>
      <ul>
        {checkPassword(password).map((rule) => (
          <li key={rule.id} className={rule.ok ? 'rule ok' : 'rule'} data-ok={rule.ok}>
            <span className="rule-icon" aria-hidden="true">
              {rule.ok ? '✓' : '○'}
            </span>
            {rule.label}
            <span className="visually-hidden">
              {' '}
              ({rule.ok ? ui.auth.ruleMet : ui.auth.ruleMissing})
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
