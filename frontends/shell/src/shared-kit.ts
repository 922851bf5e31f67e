// The module alone: this runs before the kit it loads.
import { nextTask } from '@lakehouse/web-kit/scheduling';

let running: Promise<void> | undefined;

/**
 * Runs the code every application shares, a layer per task: React DOM, then MUI with emotion, then the rest of our
 * kit. Left to an application's import, all of it would run in one task of several hundred milliseconds on a phone,
 * the first time any application needs it. Each layer is fetched once the one below it has run; the page is
 * server-rendered meanwhile, so nothing a guest sees waits on it.
 */
export function runSharedKit(): Promise<void> {
  running ??= import('react-dom/client')
    .then(nextTask)
    .then(() => import('@lakehouse/web-kit/mui'))
    .then(nextTask)
    .then(() => import('@lakehouse/web-kit'))
    .then(nextTask);
  // A failed download is tried again by the next application that asks.
  running.catch(() => {
    running = undefined;
  });
  return running;
}
