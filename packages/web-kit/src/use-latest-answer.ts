import { useEffect, useEffectEvent, useState } from 'react';

/**
 * The answer to the latest request, named by `requestKey` (null: nothing asked): undefined until that request's own
 * answer arrives, so an older answer is never shown for a newer request. `ask` never rejects: it answers its failures.
 */
export function useLatestAnswer<Answer>(requestKey: string | null, ask: () => Promise<Answer>): Answer | undefined {
  const [answer, setAnswer] = useState<{ key: string; answer: Answer } | null>(null);
  const askLatest = useEffectEvent(ask);
  useEffect(() => {
    if (!requestKey) return;
    let current = true;
    void askLatest().then((latest) => {
      if (current) setAnswer({ key: requestKey, answer: latest });
    });
    return () => {
      current = false;
    };
  }, [requestKey]);
  return requestKey && answer?.key === requestKey ? answer.answer : undefined;
}
