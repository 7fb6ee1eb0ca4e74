/** React Router v7 behaviours, opted into now (also silences its upgrade warnings). */
export const routerFuture = { v7_startTransition: true, v7_relativeSplatPath: true } as const
