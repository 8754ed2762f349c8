import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileImageResponseSchema } from '../../../../common/api/signup';
import { ApiRequestError, PACKAGE_NAME } from '../../../lib/api-client';
import { userQueryKey } from '../../session/api/get-user';

/** POST /api/profileimage.php as multipart (the JSON api() helper does not fit a file). */
export async function uploadPhoto(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await fetch('/api/profileimage.php', {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      'x-requested-with': PACKAGE_NAME,
      'x-original-host': window.location.host,
    },
  });
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const body =
      data && typeof data === 'object' && 'error' in data ? (data as ApiRequestError['body']) : null;
    throw new ApiRequestError(res.status, body);
  }
  return profileImageResponseSchema.parse(data);
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
