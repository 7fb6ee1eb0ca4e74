// Every route of the app (spec §2) and who may open it. Public and payment pages are plain React;
// the home page ships in the first load, every other page (the other public pages, the login, the
// guardian's payment pages, the whole staff area) loads on demand.
import { useEffect } from 'react'
import { Route, Routes } from 'react-router-dom'
import { SUPERADMIN_ONLY } from '#shared/people-access.ts'
import { ADMIN_ROLES, STAFF_ROLES } from '#shared/roles.ts'
import { RequireRole } from '#app/features/auth/components/require-role.tsx'
import { NotFoundPage } from '#app/features/errors/pages/not-found-page.tsx'
import { UnauthorizedPage } from '#app/features/errors/pages/unauthorized-page.tsx'
import { PaymentLayout } from '#app/layouts/payment-layout.tsx'
import { PublicLayout } from '#app/layouts/public-layout.tsx'
import { RouteOutlet } from '#app/layouts/route-outlet.tsx'
import { lazyNamed } from '#app/lib/lazy-named.ts'

// The public pages: small chunks of their own, so the first load (the guardian's pages) carries
// none of their words. The server paints them in the HTML (src/app/ssr.tsx), so a visitor sees
// the page before its chunk arrives.
const HomePage = lazyNamed(() => import('#app/features/public/pages/home-page.tsx'), 'HomePage')
const AssociationsPage = lazyNamed(
  () => import('#app/features/public/pages/associations-page.tsx'),
  'AssociationsPage',
)
const ContactPage = lazyNamed(
  () => import('#app/features/public/pages/contact-page.tsx'),
  'ContactPage',
)
const InstructorsPage = lazyNamed(
  () => import('#app/features/public/pages/instructors-page.tsx'),
  'InstructorsPage',
)
// NOTE: Planes, the schedule and a group's page share one chunk (one name less in the entry).
const schedulePages = () => import('#app/features/public/pages/schedule-pages.tsx')
const PlansPage = lazyNamed(schedulePages, 'PlansPage')
const ScheduleListPage = lazyNamed(schedulePages, 'ScheduleListPage')
const ScheduleGroupPage = lazyNamed(schedulePages, 'ScheduleGroupPage')
const PrivacyPage = lazyNamed(
  () => import('#app/features/public/pages/privacy-page.tsx'),
  'PrivacyPage',
)
const TeamPage = lazyNamed(() => import('#app/features/public/pages/team-page.tsx'), 'TeamPage')
const TermsPage = lazyNamed(() => import('#app/features/public/pages/terms-page.tsx'), 'TermsPage')
const TrialClassPage = lazyNamed(
  () => import('#app/features/public/pages/trial-class-page.tsx'),
  'TrialClassPage',
)
const EnquiriesPage = lazyNamed(
  () => import('#app/features/enquiries/pages/enquiries-page.tsx'),
  'EnquiriesPage',
)
const EnrolEnquiryForm = lazyNamed(
  () => import('#app/layouts/enrol-enquiry-form.tsx'),
  'EnrolEnquiryForm',
)
const WaitlistOfferPage = lazyNamed(
  () => import('#app/features/public/pages/waitlist-offer-page.tsx'),
  'WaitlistOfferPage',
)
const EmergencyAccessPage = lazyNamed(
  () => import('#app/features/emergency-access/pages/emergency-access-page.tsx'),
  'EmergencyAccessPage',
)
const DataRequestsPage = lazyNamed(
  () => import('#app/features/privacy/pages/data-requests-page.tsx'),
  'DataRequestsPage',
)
const loadStaffArea = () => import('#app/layouts/staff-area.tsx')
const loadTodayPage = () => import('#app/features/today/pages/today-page.tsx')
const StaffArea = lazyNamed(loadStaffArea, 'StaffArea')
const LoginPage = lazyNamed(() => import('#app/features/auth/pages/login-page.tsx'), 'LoginPage')
const SessionEndedPage = lazyNamed(
  () => import('#app/features/auth/pages/session-ended-page.tsx'),
  'SessionEndedPage',
)
const PasswordChangePage = lazyNamed(
  () => import('#app/features/auth/pages/password-change-page.tsx'),
  'PasswordChangePage',
)
const PaymentPortalPage = lazyNamed(
  () => import('#app/features/payments/pages/payment-portal-page.tsx'),
  'PaymentPortalPage',
)
const InvoicesByRutPage = lazyNamed(
  () => import('#app/features/payments/pages/invoices-by-rut-page.tsx'),
  'InvoicesByRutPage',
)
const PersonalLinkPage = lazyNamed(
  () => import('#app/features/payments/pages/personal-link-page.tsx'),
  'PersonalLinkPage',
)
const ConsentsPage = lazyNamed(
  () => import('#app/features/payments/pages/consents-page.tsx'),
  'ConsentsPage',
)
const FamilyDataPage = lazyNamed(
  () => import('#app/features/payments/pages/family-data-page.tsx'),
  'FamilyDataPage',
)
const ReceiptPage = lazyNamed(
  () => import('#app/features/payments/pages/receipt-page.tsx'),
  'ReceiptPage',
)
const PaymentReturnPage = lazyNamed(
  () => import('#app/features/payments/pages/payment-return-page.tsx'),
  'PaymentReturnPage',
)
const DashboardPage = lazyNamed(
  () => import('#app/features/dashboard/pages/dashboard-page.tsx'),
  'DashboardPage',
)
// The four people screens (Alumnos, Apoderados, Profesores, Administradores) are one feature with
// a `kind` each.
const PeopleListPage = lazyNamed(
  () => import('#app/features/people/components/people-list-page.tsx'),
  'PeopleListPage',
)
const PersonDetailPage = lazyNamed(
  () => import('#app/features/people/components/person-detail-page.tsx'),
  'PersonDetailPage',
)
const GroupsPage = lazyNamed(
  () => import('#app/features/groups/pages/groups-page.tsx'),
  'GroupsPage',
)
const GroupPage = lazyNamed(() => import('#app/features/groups/pages/group-page.tsx'), 'GroupPage')
const TodayPage = lazyNamed(loadTodayPage, 'TodayPage')
const AttendancesPage = lazyNamed(
  () => import('#app/features/attendances/pages/attendances-page.tsx'),
  'AttendancesPage',
)
const ClassSessionPage = lazyNamed(
  () => import('#app/features/attendances/pages/class-session-page.tsx'),
  'ClassSessionPage',
)
const InvoicesPage = lazyNamed(
  () => import('#app/features/invoices/pages/invoices-page.tsx'),
  'InvoicesPage',
)
const InvoicePage = lazyNamed(
  () => import('#app/features/invoices/pages/invoice-page.tsx'),
  'InvoicePage',
)
const PricesPage = lazyNamed(
  () => import('#app/features/prices/pages/prices-page.tsx'),
  'PricesPage',
)
const BoletasPage = lazyNamed(
  () => import('#app/features/boletas/pages/boletas-page.tsx'),
  'BoletasPage',
)
const SiteEditorRoutes = lazyNamed(
  () => import('#app/features/site-editor/site-editor-routes.tsx'),
  'SiteEditorRoutes',
)
const DocumentsRoutes = lazyNamed(
  () => import('#app/features/documents/documents-routes.tsx'),
  'DocumentsRoutes',
)
const HolidaysPage = lazyNamed(
  () => import('#app/features/holidays/pages/holidays-page.tsx'),
  'HolidaysPage',
)

/**
 * The sign-in page's one next step is the staff app: once the form is on screen and the phone is
 * idle, the staff shell, Hoy and the offline sync load (while a teacher types, on one bar of
 * signal), so the tap on Ingresar waits only for the server.
 */
function SignInPage() {
  useEffect(() => {
    const load = () => {
      for (const chunk of [loadStaffArea, loadTodayPage, () => import('#app/offline/engine.ts')]) {
        chunk().catch(() => {}) // offline: the route loads it again when opened
      }
      // The offline store opened (and the device named) while the teacher types: the first pull
      // leaves sooner.
      import('#app/offline/db.ts')
        .then(({ db, ensureDeviceId }) => ensureDeviceId(db.meta))
        .catch(() => {})
    }
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(load, 500)
      return () => clearTimeout(timer)
    }
    const idle = requestIdleCallback(load, { timeout: 2_000 })
    return () => cancelIdleCallback(idle)
  }, [])
  return <LoginPage />
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path="plans" element={<PlansPage />} />
        <Route path="schedule" element={<ScheduleListPage />} />
        <Route path="schedule/:slug" element={<ScheduleGroupPage />} />
        <Route path="instructors" element={<InstructorsPage />} />
        <Route path="team" element={<TeamPage />} />
        <Route path="associations" element={<AssociationsPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="trial-class" element={<TrialClassPage />} />
        <Route path="waitlist/:token" element={<WaitlistOfferPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="login" element={<SignInPage />} />
        <Route path="unauthorized" element={<UnauthorizedPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>

      <Route element={<RouteOutlet />}>
        <Route path="session-ended" element={<SessionEndedPage />} />
      </Route>

      <Route element={<PaymentLayout />}>
        <Route path="payments" element={<PaymentPortalPage />} />
        <Route path="payments/l/:token" element={<PersonalLinkPage />} />
        <Route path="payments/receipt/:id" element={<ReceiptPage />} />
        <Route path="payments/documents" element={<ConsentsPage />} />
        <Route path="payments/my-data" element={<FamilyDataPage />} />
        <Route path="payments/:rut" element={<InvoicesByRutPage />} />
        <Route path="payments-return/:id" element={<PaymentReturnPage />} />
      </Route>

      <Route element={<StaffArea />}>
        <Route element={<RequireRole roles={STAFF_ROLES} />}>
          <Route path="today" element={<TodayPage />} />
          <Route path="students" element={<PeopleListPage kind="students" />} />
          <Route path="students/:id" element={<PersonDetailPage kind="students" />} />
          <Route path="supporters" element={<PeopleListPage kind="supporters" />} />
          <Route path="supporters/:id" element={<PersonDetailPage kind="supporters" />} />
          <Route path="attendances" element={<AttendancesPage />} />
          <Route path="attendances/:id" element={<ClassSessionPage />} />
          <Route path="class_sessions/:id" element={<ClassSessionPage />} />
          <Route path="teachers" element={<PeopleListPage kind="teachers" />} />
          <Route path="teachers/:id" element={<PersonDetailPage kind="teachers" />} />
          <Route path="groups" element={<GroupsPage />} />
          <Route path="groups/:id" element={<GroupPage />} />
          <Route path="password-change" element={<PasswordChangePage />} />
        </Route>
        <Route element={<RequireRole roles={ADMIN_ROLES} />}>
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="admins" element={<PeopleListPage kind="admins" />} />
          <Route path="invoices" element={<InvoicesPage />} />
          <Route path="invoices/:id" element={<InvoicePage />} />
          <Route path="boletas" element={<BoletasPage />} />
          <Route path="prices" element={<PricesPage />} />
          <Route path="holidays" element={<HolidaysPage />} />
          <Route path="documents/*" element={<DocumentsRoutes />} />
          <Route path="site/*" element={<SiteEditorRoutes />} />
          <Route path="enquiries" element={<EnquiriesPage EnrolForm={EnrolEnquiryForm} />} />
          <Route path="emergency-access" element={<EmergencyAccessPage />} />
          <Route path="data-requests" element={<DataRequestsPage />} />
        </Route>
        <Route element={<RequireRole roles={SUPERADMIN_ONLY} />}>
          <Route path="admins/:id" element={<PersonDetailPage kind="admins" />} />
        </Route>
      </Route>
    </Routes>
  )
}
