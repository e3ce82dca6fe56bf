import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session.tsx';

/** What the sign-in page says after a sign-out (in its location state): the account is gone. */
export interface SignedOutState {
  signedOut: 'accountDeleted';
}

/**
 * Signs out (a failure is only logged), clears the cache, the study screens' offline copy and
 * the kept dictionary words on this device (issue 20 §1; the write queue stays: what waits there is the learner's work, sent
 * at their next sign-in) and goes to /login (with `state`, what the sign-in page says then).
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
    const userId = session.data?.user.id;
    try {
      await session.signOut();
    } catch (error) {
      console.error('sign-out failed', error);
    }
    queryClient.clear();
    if (userId) {
      // loaded only now: the study feature's code stays out of every screen's first load
      void import('../../features/study/lib/offline-store.ts').then((store) =>
        store.forgetKept(userId),
      );
      void import('../../lib/offline-words.ts').then((words) => words.forgetWords(userId));
    }
    setSigningOut(false);
    navigate('/login', { replace: true, ...(state ? { state } : {}) });
  };
  return { signOut, signingOut };
}
