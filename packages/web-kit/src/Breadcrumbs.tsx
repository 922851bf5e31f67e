import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { handleLinkClick } from './navigation.js';

export interface BreadcrumbItem {
  label: string;
  href?: string;
}

/** Items have a label and an optional link; the last item is the current page and never a link. */
export function Breadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  return (
    <MuiBreadcrumbs aria-label="breadcrumb" sx={{ mb: 2 }}>
      {items.map((item, index) => {
        const last = index === items.length - 1;
        if (last || !item.href) {
          return (
            <Typography
              key={item.label}
              color={last ? 'text.primary' : 'text.secondary'}
              aria-current={last ? 'page' : undefined}
            >
              {item.label}
            </Typography>
          );
        }
        const href = item.href;
        return (
          <Link
            key={item.label}
            href={href}
            underline="hover"
            color="inherit"
            onClick={(e) => handleLinkClick(e, href)}
          >
            {item.label}
          </Link>
        );
      })}
    </MuiBreadcrumbs>
  );
}
