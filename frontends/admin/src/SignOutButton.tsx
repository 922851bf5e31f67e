import { apiRequest, navigate, toast } from '@lakehouse/web-kit';
import { Button } from '@lakehouse/web-kit/mui';

/** Ends this session on the server too, then back to the sign-in. */
export function SignOutButton() {
  const signOut = async () => {
    try {
      await apiRequest('POST', '/api/auth/logout', {});
    } catch {
      toast({ title: 'Sign-out Failed', description: 'Please try again.', variant: 'destructive' });
      return;
    }
    navigate('/admin');
  };
  return (
    <Button variant="outlined" onClick={() => void signOut()}>
      Sign Out
    </Button>
  );
}
