import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session.tsx';

/** What the sign-in page says after a sign-out (in its location state): the account is gone. */
export interface SignedOutState {
  signedOut: 'accountDeleted';
}

/**
 * Signs out (lib/session.tsx: at once on this device, with what it keeps of the learner deleted;
 * on the server now, or as soon as the connection returns: issue 34 §24), clears the cache and
 * goes to /login (with `state`, what the sign-in page says then), which says so while the server
 * has not ended the session yet. A failure is only
 * logged: the device is signed out whatever the server answered.
 */
export function useSignOut(): {
  signOut: (state?: SignedOutState) => Promise<void>;
  signingOut: boolean;
} {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = async (state?: SignedOutState) => {
    setSigningOut(true);
    try {
      await session.signOut();
    } catch (error) {
      console.error('sign-out failed', error);
    }
    queryClient.clear();
    setSigningOut(false);
    navigate('/login', { replace: true, ...(state ? { state } : {}) });
  };
  return { signOut, signingOut };
}
