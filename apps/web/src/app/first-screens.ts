/**
 * The pages most often opened cold (a reload, a bookmark, a link in an email or a role's home after
 * signing in), by hash path, with the module of their screen. The build lists each one's chunks in
 * index.html, whose start-up script asks for them as soon as a session may exist, while the entry script
 * is still downloading (decision 232). `first-screens.test.ts` checks each module is the one its route
 * loads.
 */
export const FIRST_SCREEN_MODULES: Readonly<Record<string, string>> = {
  '/dashboard': 'src/features/home/pages/vendor-home-page.tsx',
  '/employees': 'src/features/employees/pages/employees-page.tsx',
  '/customers': 'src/features/customers/pages/customers-page.tsx',
  '/account': 'src/features/account/pages/account-page.tsx',
  '/client/dashboard': 'src/features/client-dashboard/pages/client-dashboard-page.tsx',
  '/client/manage/vendors': 'src/features/client-vendors/pages/client-vendors-page.tsx',
  '/admin': 'src/app/admin-hub.tsx',
};

/** The signed-in menus of the top bar: every signed-in page loads them (top-bar.tsx). */
export const SIGNED_IN_MENUS_MODULE = 'src/app/shell/signed-in-menus.tsx';
