import { calendarFeedInputSchema } from '@lakehouse/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { apiRequest, toast, useApiMutation } from '@lakehouse/web-kit';
import { Box, Button, Stack } from '@lakehouse/web-kit/mui';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { messageOf } from '../../shared';
import { FormTextField } from '../../versioned-form/FormTextField';

type FeedValues = z.input<typeof calendarFeedInputSchema>;
type Feed = z.output<typeof calendarFeedInputSchema>;
const EMPTY: FeedValues = { name: '', url: '' };
const resolver = zodResolver(calendarFeedInputSchema);

/** Import another platform's calendar: its name and its iCal export link, checked by the API's schema here. */
export function AddFeedForm() {
  const { control, handleSubmit, reset, formState } = useForm<FeedValues, unknown, Feed>({
    defaultValues: EMPTY,
    resolver,
  });
  const add = useApiMutation(
    (feed: Feed) => apiRequest('POST', '/api/admin/calendar-feeds', feed),
    ['/api/admin/calendar-feeds'],
  );
  const submit = handleSubmit(async (feed) => {
    try {
      await add.mutateAsync(feed);
      toast({ title: 'Feed added', description: 'Its first sync has started.' });
      reset(EMPTY);
    } catch (error) {
      const description = messageOf(error, 'Failed to add the feed. Please try again.');
      toast({ title: 'Add Failed', description, variant: 'destructive' });
    }
  });
  const { errors } = formState;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Add a calendar feed"
      sx={{ mt: 2 }}
    >
      <Stack spacing={2}>
        <Controller
          name="name"
          control={control}
          render={({ field }) => (
            <FormTextField {...field} label="Feed name" error={errors.name?.message} help="Airbnb, VRBO, ..." />
          )}
        />
        <Controller
          name="url"
          control={control}
          render={({ field }) => (
            <FormTextField
              {...field}
              label="iCal export URL"
              error={errors.url?.message}
              help="The platform’s calendar export link (kept secret: shown shortened)"
            />
          )}
        />
        <Button type="submit" variant="outlined" disabled={formState.isSubmitting} sx={{ alignSelf: 'flex-start' }}>
          {formState.isSubmitting ? 'Adding...' : 'Add feed'}
        </Button>
      </Stack>
    </Box>
  );
}
