import { Box, Button, Card, CardContent, Typography } from '@lakehouse/web-kit/mui';

/** A template's `{{ variables }}` with what each holds; tapping one puts it where the host is typing. */
export function TemplateVariables({
  variables,
  onInsert,
}: {
  variables: readonly { name: string; description: string }[];
  onInsert: (name: string) => void;
}) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="template-variables-heading" sx={{ mb: 2 }}>
      <CardContent>
        <Typography id="template-variables-heading" variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
          Variables
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Tap one to put it where you are typing.
        </Typography>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {variables.map(({ name, description }) => (
            <Box component="li" key={name} sx={{ py: 0.5 }}>
              <Button
                size="small"
                variant="text"
                sx={{ fontFamily: 'monospace', textTransform: 'none', p: 0.5, minWidth: 0 }}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onInsert(name)}
              >
                {`{{ ${name} }}`}
              </Button>
              <Typography variant="body2" color="text.secondary">
                {description}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
