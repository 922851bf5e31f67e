import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { PUBLIC_ROUTES } from './public-routes';

/** The W3C Nu HTML checker, as the vnu-jar package ships it; it runs on the machine's Java. */
const VNU_JAR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
);

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test('the Nu HTML checker finds no error on any public page as the site serves it', async ({ request }) => {
  test.setTimeout(180_000);
  const folder = await mkdtemp(path.join(tmpdir(), 'html-validity-'));
  try {
    const files = await Promise.all(
      PUBLIC_ROUTES.map(async (route, index) => {
        const response = await request.get(route);
        const file = path.join(folder, `${index}${route.replaceAll('/', '_')}.html`);
        await writeFile(file, await response.text());
        return file;
      }),
    );
    // One Java start for every page; vnu exits non-zero when it finds errors, the report is what we read.
    const { stderr } = await promisify(execFile)(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((error: Error & { stderr?: string }) => ({ stderr: error.stderr ?? error.message }));
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((message) => message.type === 'error')
      .map((message) => `${path.basename(message.url)}: ${message.message} [${message.extract ?? ''}]`);
    expect(errors).toEqual([]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
