import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';

/**
 * A write to the API through the tree's query client: `send` makes the call, and once it succeeds the GETs it changed
 * (`invalidates`: their URLs, each with the URLs below it, its queries and sub-resources) are read again by the
 * readers on screen, before the mutation counts as done, so a caller awaiting it sees the new answers. `isPending` while it runs; a failure is the mutation's error (`mutateAsync`
 * rejects with it), never retried.
 */
export function useApiMutation<Variables = void, Answer = unknown>(
  send: (variables: Variables) => Promise<Answer>,
  invalidates: readonly string[] | ((answer: Answer, variables: Variables) => readonly string[]),
): UseMutationResult<Answer, Error, Variables> {
  const queryClient = useQueryClient();
  return useMutation<Answer, Error, Variables>({
    mutationFn: send,
    onSuccess: async (answer, variables) => {
      const urls = typeof invalidates === 'function' ? invalidates(answer, variables) : invalidates;
      await queryClient.invalidateQueries({
        predicate: ({ queryKey: [key] }) => urls.some((url) => isBelow(key, url)),
      });
    },
  });
}

/** Whether a query's URL is `url` or below it: `/api/x?month=3` and `/api/x/7` are below `/api/x`. */
function isBelow(key: unknown, url: string): boolean {
  return typeof key === 'string' && (key === url || key.startsWith(`${url}?`) || key.startsWith(`${url}/`));
}
