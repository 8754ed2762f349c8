import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatKeys } from '@web/features/chat/embed';
import { likesKeys } from '@web/features/likes';
import { call } from '@web/lib/call';
import * as authApi from '@web/lib/endpoints/auth';
import { clearOutbox } from '@web/lib/outbox';
import { raiseLoggingOut } from '@web/lib/session/session-flags';
import { userQueryKey } from '@web/lib/session/user';
import { useNavigate } from 'react-router';

export function logout() {
  return call(authApi.logout);
}

/**
 * Spec §4/§8: on "done" or on error alike the user is cleared, polling stops and the visitor
 * goes to the login page; an error is logged.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const finish = () => {
    raiseLoggingOut();
    // Unsent messages are this member's: nobody logging in next may send them.
    clearOutbox();
    queryClient.setQueryData(userQueryKey, null);
    queryClient.removeQueries({ queryKey: chatKeys.list() });
    queryClient.removeQueries({ queryKey: likesKeys.all() });
    void navigate('/login');
  };
  return useMutation({
    mutationFn: logout,
    onSuccess: (answer) => {
      if (answer !== 'done') console.error('Unexpected logout answer', answer);
      finish();
    },
    onError: (err) => {
      console.error('Logout failed', err);
      finish();
    },
  });
}
