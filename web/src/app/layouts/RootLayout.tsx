import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
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
      <Outlet />
      <GlobalErrorDialog />
      <ScrollRestoration />
    </>
  );
}
