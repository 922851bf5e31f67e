import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Whether a query's URL is `url` or below it: `/api/x?month=3` and `/api/x/7` are below `/api/x`. */
function isBelow(key: unknown, url: string): boolean {
  return typeof key === 'string' && (key === url || key.startsWith(`${url}?`) || key.startsWith(`${url}/`));
}

/**
 * After a write: marks the GETs of these URLs, and of every URL below them (their queries and sub-resources), changed
 * in the page's query client; the readers on screen read them again at once (the promise waits for them), the others
 * when next shown.
 */
export function useInvalidateApiReads(): (urls: readonly string[]) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    (urls: readonly string[]) =>
      queryClient.invalidateQueries({ predicate: ({ queryKey: [key] }) => urls.some((url) => isBelow(key, url)) }),
    [queryClient],
  );
}

/**
 * A write to the API through the tree's query client: `send` makes the call, and once it succeeds the GETs it changed
 * (`invalidates`: URLs, each with those below it) are read again by the readers on screen before the mutation counts
 * as done, so a caller awaiting it sees the new answers. `isPending` while it runs; a failure is the mutation's error
 * (`mutateAsync` rejects with it), never retried.
 */
export function useApiMutation<Variables = void, Answer = unknown>(
  send: (variables: Variables) => Promise<Answer>,
  invalidates: readonly string[] | ((answer: Answer, variables: Variables) => readonly string[]),
): UseMutationResult<Answer, Error, Variables> {
  const invalidate = useInvalidateApiReads();
  return useMutation<Answer, Error, Variables>({
    mutationFn: send,
    onSuccess: (answer, variables) =>
      invalidate(typeof invalidates === 'function' ? invalidates(answer, variables) : invalidates),
  });
}
