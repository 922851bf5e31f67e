import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ContainerProps } from '@mui/material/Container';
import type { ReactNode } from 'react';
import { Breadcrumbs, type BreadcrumbItem } from './Breadcrumbs.js';
import { useHydratedMark } from './use-hydrated-mark.js';

interface PageProps {
  title: ReactNode;
  breadcrumbs?: readonly BreadcrumbItem[];
  subtitle?: ReactNode;
  maxWidth?: ContainerProps['maxWidth'];
  children?: ReactNode;
}

/**
 * A page: breadcrumb trail, the page's h1 and its content. Marked `data-hydrated` once it answers clicks (a page the
 * server rendered shows before its code runs).
 */
export function Page({ title, breadcrumbs, subtitle, maxWidth = 'lg', children }: PageProps) {
  const hydratedMark = useHydratedMark<HTMLDivElement>();
  return (
    <Container ref={hydratedMark} maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 } }}>
      {breadcrumbs && <Breadcrumbs items={breadcrumbs} />}
      <Box component="header" sx={{ mb: 3 }}>
        <Typography variant="h1" component="h1">
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {children}
    </Container>
  );
}
