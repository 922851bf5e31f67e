import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { handleLinkClick } from './navigation.js';

const WAYS = [
  { href: '/', label: 'Go to the home page' },
  { href: '/book', label: 'Book your stay' },
  { href: '/contact', label: 'Contact us' },
] as const;

/** Where a guest can go from a page that has nothing for them (not found, a bad booking link): home, book, contact. */
export function WayOn() {
  return (
    <Stack
      component="nav"
      aria-label="Where to go next"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ justifyContent: 'center' }}
    >
      {WAYS.map((way, index) => (
        <Button
          key={way.href}
          variant={index === 0 ? 'contained' : 'outlined'}
          href={way.href}
          onClick={(event) => handleLinkClick(event, way.href)}
        >
          {way.label}
        </Button>
      ))}
    </Stack>
  );
}
