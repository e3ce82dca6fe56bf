import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session.tsx';

/** Signs out (a failure is only logged), clears the cache and goes to /login. */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = async () => {
    setSigningOut(true);
    try {
      await session.signOut();
    } catch (error) {
      console.error('sign-out failed', error);
    }
    queryClient.clear();
    setSigningOut(false);
    navigate('/login', { replace: true });
  };
  return { signOut, signingOut };
}
