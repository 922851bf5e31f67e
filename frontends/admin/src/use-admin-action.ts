import { toast } from '@lakehouse/web-kit';
import { useState } from 'react';
import { messageOf } from './shared';

/**
 * One admin action at a time: `busy` while it runs (to disable the buttons), and a toast saying why when it fails
 * (the server's message, else `failure`).
 */
export function useAdminAction(): [boolean, (run: () => Promise<void>, failure: string) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  const act = async (run: () => Promise<void>, failure: string) => {
    setBusy(true);
    try {
      await run();
    } catch (err) {
      toast({ title: 'Not Done', description: messageOf(err, failure), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return [busy, act];
}
