import type { ContentField } from '@lakehouse/contracts';
import { Box, Typography } from '@lakehouse/web-kit/mui';
import { fieldLabel, itemTitle } from './content-values';

const RICH_TEXT_SX = {
  '& p': { mt: 0, mb: 1 },
  '& ul, & ol': { m: 0, mb: 1, pl: 2.5 },
  '& h2, & h3, & h4': { fontSize: '1.1rem', mt: 1.5, mb: 0.5 },
} as const;

/**
 * A draft as guests would read it: each Markdown field as the HTML the server made of it (sanitized there), each list
 * item under its title, in the order the page shows them.
 */
export function ContentPreview({ field, value, label }: { field: ContentField; value: unknown; label?: string }) {
  switch (field.type) {
    case 'object': {
      const record = (value ?? {}) as Record<string, unknown>;
      return (
        <Box>
          {Object.entries(field.fields).map(([key, child]) => (
            <ContentPreview key={key} field={child} value={record[key]} label={fieldLabel(key)} />
          ))}
        </Box>
      );
    }
    case 'list': {
      const items: unknown[] = Array.isArray(value) ? (value as unknown[]) : [];
      if (field.item.type !== 'object')
        return (
          <Box sx={{ mb: 1.5 }}>
            {label && <Typography sx={{ fontWeight: 600 }}>{label}</Typography>}
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {items.map((item, index) => (
                <li key={index}>{typeof item === 'string' ? item : ''}</li>
              ))}
            </Box>
          </Box>
        );
      return (
        <Box sx={{ mb: 2 }}>
          {items.map((item, index) => (
            <Box key={index} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5, mb: 2 }}>
              <Typography variant="h3" component="p" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 0.5 }}>
                {itemTitle(item, index)}
              </Typography>
              <ContentPreview field={field.item} value={item} />
            </Box>
          ))}
        </Box>
      );
    }
    case 'text':
      if (typeof value !== 'string' || value === '' || ['Title', 'Name', 'Heading', 'Question'].includes(label ?? ''))
        return null;
      return field.markdown ? (
        // The server's sanitized HTML (POST /api/admin/content/{kind}/preview).
        <Box sx={{ ...RICH_TEXT_SX, mb: 1 }} dangerouslySetInnerHTML={{ __html: value }} />
      ) : (
        <Typography sx={{ mb: 1 }}>{value}</Typography>
      );
    case 'number':
    case 'choice':
      return typeof value !== 'number' && typeof value !== 'string' ? null : (
        <Typography variant="body2" color="text.secondary">
          {label}: {value}
        </Typography>
      );
  }
}
