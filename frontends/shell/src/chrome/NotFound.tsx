import { handleLinkClick } from '@lakehouse/web-kit';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export function NotFound() {
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Card variant="outlined">
        <CardContent sx={{ textAlign: 'center', py: 5 }}>
          <Typography variant="h1" component="h1" gutterBottom>
            404 Page Not Found
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Did you forget to add the page to the router?
          </Typography>
          <Button variant="contained" href="/" onClick={(e) => handleLinkClick(e, '/')}>
            Go to the home page
          </Button>
        </CardContent>
      </Card>
    </Container>
  );
}
