import { RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { ApiError, fetcher } from '@/lib/api';
import { router } from './router';

export function App() {
  return (
    <SWRConfig
      value={{
        fetcher,
        revalidateOnFocus: true,
        // Client errors (401, 403, 404, 422, 429) do not get better by retrying.
        shouldRetryOnError: (error: unknown) => !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      }}
    >
      <RouterProvider router={router} />
    </SWRConfig>
  );
}
