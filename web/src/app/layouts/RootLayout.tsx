import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate, useNavigation } from 'react-router';
import { Spinner } from '@/components/Spinner';
import { OfflineBanner } from '@/features/system/components/OfflineBanner';
import { configureApi } from '@/lib/api';
import { GlobalErrorDialog } from '../GlobalErrorDialog';

export function RootLayout() {
  const navigate = useNavigate();
  useEffect(() => {
    // The shared error handler sends users "home" through the router (no full reload).
    configureApi({ goHome: () => void navigate('/', { replace: true }) });
  }, [navigate]);
  return (
    <>
      <OfflineBanner />
      <RouteLoading />
      <Outlet />
      <GlobalErrorDialog />
      <ScrollRestoration />
    </>
  );
}

/**
 * While the router loads a lazy page's code, the current screen stays up; this small spinner says
 * the tap was taken (the app has no route loaders, so 'loading' only means a page chunk is on its way).
 */
function RouteLoading() {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <div className="pointer-events-none fixed top-3 left-1/2 z-50 -translate-x-1/2 rounded-full bg-white p-2 text-primary shadow-md" data-testid="route-loading">
      <Spinner size="sm" />
    </div>
  );
}
