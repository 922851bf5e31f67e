import { toast } from '@lakehouse/web-kit';
import { Button } from '@lakehouse/web-kit/mui';

/** Puts `text` on the clipboard, saying so (or, where the browser refuses, to copy it by hand). */
export function CopyButton({ text, label, copied }: { text: string; label: string; copied: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Copied', description: copied });
    } catch {
      toast({ title: 'Copy Failed', description: 'Select the text and copy it by hand.', variant: 'destructive' });
    }
  };
  return (
    <Button variant="outlined" onClick={() => void copy()}>
      {label}
    </Button>
  );
}
