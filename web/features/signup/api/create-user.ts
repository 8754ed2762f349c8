import type { CreateUserBody, SignupForm, UserResponse } from '@common/api/user';
import { signupCsrf } from '@common/rules/csrf';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as userApi from '@web/lib/endpoints/user';
import { userQueryKey } from '@web/lib/session/user';

/** POST /api/user.php?new=1 with the context fields of spec §7 around what the person typed. */
export async function createUser(
  form: SignupForm,
  language: string,
  extra: Omit<Partial<CreateUserBody>, 'email' | 'name' | 'password' | 'csrf'> = {},
): Promise<UserResponse> {
  const email = form.email.trim().toLowerCase();
  const body: CreateUserBody = {
    email,
    name: form.name ?? '',
    password: form.password,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    language,
    form_path: window.location.pathname,
    referrer: document.referrer.slice(0, 2000),
    csrf: await signupCsrf(email, navigator.userAgent),
    ...extra,
  };
  const res = await call(userApi.postUser, { query: { new: '1' }, body });
  // `?new=1` answers the new user; `{ok}` is the answer of the other action (push registration).
  if (!('user' in res)) throw new Error('account creation answered no user');
  return res;
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      form,
      language,
      extra,
    }: {
      form: SignupForm;
      language: string;
      extra?: Parameters<typeof createUser>[2];
    }) => createUser(form, language, extra),
    onSuccess: (res) => queryClient.setQueryData(userQueryKey, res.user),
  });
}
