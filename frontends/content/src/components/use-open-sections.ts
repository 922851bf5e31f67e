import { useState } from 'react';

/** Which sections of an accordion are open: several at once, each toggled on its own; `initial` open at first. */
export function useOpenSections(initial: () => readonly string[]) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(initial()));
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return { isOpen: (id: string) => open.has(id), toggle };
}
