import { describe, expect, it } from 'vitest';
import { type ProfileValues, profileBody } from './api';

const values: ProfileValues = {
  first_name: 'Sara',
  last_name: 'Ali',
  email: 'sara@example.com',
  phone_number: '',
  address: '12 Nile St',
  bio: 'Hi',
  favorite_cuisine: 'Egyptian',
  current_password: '',
  password: '',
  password2: '',
};

describe('profile body', () => {
  it('sends JSON without the password group when no new password is given', () => {
    const body = profileBody(values, null) as Record<string, string>;
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('current_password');
    expect(body.phone_number).toBe('');
  });

  it('sends the whole password group when one is given', () => {
    const body = profileBody(
      { ...values, current_password: 'Old12345', password: 'New12345', password2: 'New12345' },
      null,
    );
    expect(body).toMatchObject({ current_password: 'Old12345', password: 'New12345', password2: 'New12345' });
  });

  it('switches to multipart with the picture when one is chosen', () => {
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    const body = profileBody(values, file) as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('profile_picture')).toBeInstanceOf(File);
    expect(body.get('first_name')).toBe('Sara');
  });
});
