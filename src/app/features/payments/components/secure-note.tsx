import { uiPayments as t } from '#app/i18n/ui-payments.ts'

export function SecureNote() {
  return (
    <p className="secure-note">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 2 4 5v6c0 5 3.4 9.5 8 11 4.6-1.5 8-6 8-11V5l-8-3Zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.7-4.7 1.4 1.4-6.1 6.1Z"
          fill="currentColor"
        />
      </svg>
      {t.secureNote}
    </p>
  )
}
