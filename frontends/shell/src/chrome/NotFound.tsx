import { WayOn } from '@lakehouse/web-kit';
import { Card, CardContent, Container, Typography } from '@lakehouse/web-kit/mui';

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
          <WayOn />
        </CardContent>
      </Card>
    </Container>
  );
}
