import { createQueryClient } from '@backoffice/shared';
import { BackofficeProviders } from '@backoffice/shared/dev-shell';
import { useState } from 'react';
import { PushRoot } from '../features/push/PushRoot';
import { AppRoutes } from './AppRoutes';

export function App() {
  // The page's one QueryClient; every remote renders inside this provider and shares it.
  const [queryClient] = useState(createQueryClient);
  return (
    <BackofficeProviders queryClient={queryClient}>
      <PushRoot />
      <AppRoutes />
    </BackofficeProviders>
  );
}
