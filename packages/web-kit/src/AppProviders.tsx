import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { theme } from './theme.js';

/**
 * What every microfrontend's React tree is wrapped in: the theme, and the query client its API answers are read
 * through (on the server the request's, in the browser the page's). (CssBaseline is applied once, by the shell.)
 *
 * The boundary is for hydration: React hydrates what is inside a Suspense boundary at offscreen priority, in
 * slices of a few milliseconds with the browser free in between, where a tree without one hydrates in a single
 * long task (the main part of the pages' total blocking time under Lighthouse's slowed CPU).
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <Suspense fallback={null}>{children}</Suspense>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
