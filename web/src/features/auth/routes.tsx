import type { RouteObject } from 'react-router';
import { ForgotPasswordPage } from './pages/ForgotPasswordPage';
import { LoginPage } from './pages/LoginPage';
import { LogoutPage } from './pages/LogoutPage';
import { ResetPasswordPage } from './pages/ResetPasswordPage';
import { VerifiedPage } from './pages/VerifiedPage';
import { VerifyPage } from './pages/VerifyPage';

/** Sign-in and password screens: public, first-load screens, so imported eagerly. */
export const publicAuthRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> }, // redirects to redirectFrom or / when signed in
  { path: '/logout', element: <LogoutPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/register/verify', element: <VerifyPage /> },
  { path: '/register/verified', element: <VerifiedPage /> },
];

/** Signed in, outside the shell: completing the profile on first sign-in. */
export const signedInAuthRoutes: RouteObject[] = [
  { path: '/login/setup-profile', lazy: () => import('./pages/SetupProfilePage').then(({ SetupProfilePage }) => ({ element: <SetupProfilePage /> })) },
];
