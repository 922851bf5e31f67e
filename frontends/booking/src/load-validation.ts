/**
 * validation.ts when first used: zod and the schemas (about 100 KB) are not part of /book's and /access's first load,
 * whose pages are the server's HTML waiting for the guest. Fetched once the page is idle (prefetch), so a check made
 * right after doesn't wait for the network.
 */
export const loadValidation = () => import(/* webpackPrefetch: true */ './validation');

/** The API's message in a failed call's error (undefined when it has none, or the reader can't be loaded). */
export const apiErrorMessageOf = (failure: unknown): Promise<string | undefined> =>
  loadValidation().then(
    ({ apiErrorMessage }) => apiErrorMessage(failure),
    () => undefined,
  );

type Validation = Awaited<ReturnType<typeof loadValidation>>;

/** One of the schemas, as web-kit's `useApiQuery` takes a schema loaded on first use (keep it in a module constant). */
export const schemaLoader =
  <Name extends keyof Validation & `${string}Schema`>(name: Name) =>
  async (): Promise<Validation[Name]> =>
    (await loadValidation())[name];
