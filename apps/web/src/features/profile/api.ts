import { type Language, translator } from '@dishcraft/contract';
import { useMutation } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth';
import { api } from '../../lib/api';
import { activeLocale } from '../../lib/locale';
import type { User } from '../../lib/types';

export interface ProfileValues {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  address: string;
  bio: string;
  favorite_cuisine: string;
  current_password: string;
  password: string;
  password2: string;
  /** The language the site, e-mails and notifications speak to this user (issue #20). */
  language?: Language;
}

/**
 * The body of `POST /api/users/update-profile/` (API.md §3.1): the personal fields (and the language) always, the password
 * group only when a new password is given, and multipart only when a picture is sent.
 */
export function profileBody(values: ProfileValues, picture: File | null): FormData | Record<string, string> {
  const { current_password, password, password2, language, ...personal } = values;
  const body: Record<string, string> = { ...personal };
  if (language) body.language = language;
  if (current_password || password || password2) Object.assign(body, { current_password, password, password2 });
  if (!picture) return body;
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) form.append(key, value);
  form.append('profile_picture', picture);
  return form;
}

export function useUpdateProfile() {
  const { user, refresh } = useAuth();
  return useMutation({
    mutationFn: ({ values, picture }: { values: ProfileValues; picture: File | null }) => {
      const t = translator(activeLocale().language);
      if (!user?.id) throw new Error(t('profile.form.userMissing'));
      return api<User>('/users/update-profile/', {
        method: 'POST',
        body: profileBody(values, picture),
        auth: true,
        fallback: t('profile.form.failed'),
      });
    },
    onSuccess: () => refresh(),
  });
}
