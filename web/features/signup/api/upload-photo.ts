import type { User } from '@common/api/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as profileImageApi from '@web/lib/endpoints/profile-image';
import { userQueryKey } from '@web/lib/session/user';

/** One photo, as multipart. */
export async function uploadPhoto(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return call(profileImageApi.uploadProfileImage, { body: form });
}

/**
 * The answer goes straight into the cached user: a refetch right away could still be served the
 * server's session cache from before the upload (it is invalidated by NOTIFY, milliseconds later).
 */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: ({ image }) =>
      queryClient.setQueryData<User | null>(userQueryKey, (user) =>
        user
          ? {
              ...user,
              profile: {
                ...user.profile,
                images: [...user.profile.images, image],
                main_image: user.profile.main_image ?? {
                  thumb_filename: image.thumb_filename,
                  status: image.status,
                },
              },
            }
          : user,
      ),
  });
}
