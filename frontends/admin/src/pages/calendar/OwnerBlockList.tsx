import { OWNER_BLOCK_KIND_LABELS, type OwnerBlock } from '@lakehouse/contracts';
import { apiRequest, toast, useApiMutation } from '@lakehouse/web-kit';
import { Box, Button, Stack, Typography } from '@lakehouse/web-kit/mui';
import { dayText, messageOf } from '../../shared';
import { useInvalidate } from '../../use-admin-query';
import { CALENDAR_READS } from './AddBlockForm';

/** The host's own blocks, each with Remove. */
export function OwnerBlockList({ blocks }: { blocks: OwnerBlock[] }) {
  const removal = useApiMutation(
    (block: OwnerBlock) => apiRequest('DELETE', `/api/admin/owner-blocks/${block.id}`),
    CALENDAR_READS,
  );
  // A refused removal reads the blocks again too: the block may have gone meanwhile.
  const reread = useInvalidate('/api/admin/owner-blocks');
  const remove = async (block: OwnerBlock) => {
    try {
      await removal.mutateAsync(block);
      toast({ title: 'Block removed', description: 'Those nights are open to guests again.' });
    } catch (error) {
      toast({
        title: 'Remove Failed',
        description: messageOf(error, 'Failed to remove the block. Please try again.'),
        variant: 'destructive',
      });
      reread();
    }
  };
  if (blocks.length === 0) return <Typography color="text.secondary">No block yet.</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 0 }}>
      {blocks.map((block) => {
        const what = `${OWNER_BLOCK_KIND_LABELS[block.kind]}, ${dayText(block.startsOn)} to ${dayText(block.endsOn)}`;
        return (
          <Stack
            component="li"
            key={block.id}
            direction="row"
            spacing={1}
            sx={{ listStyle: 'none', alignItems: 'center', justifyContent: 'space-between', py: 0.5 }}
          >
            <Typography variant="body2">
              {what}
              {block.note ? ` (${block.note})` : ''}
            </Typography>
            <Button color="error" size="small" onClick={() => void remove(block)} aria-label={`Remove ${what}`}>
              Remove
            </Button>
          </Stack>
        );
      })}
    </Box>
  );
}
