import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { Providers, createQueryClient } from './providers.tsx';
import { createRouter } from './router.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
