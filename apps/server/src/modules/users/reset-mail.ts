import { type Language, translator } from '@dishcraft/contract';
import type { MailMessage } from '../../lib/mailer.js';

/** The password reset e-mail, in the language of the account it goes to (nodemailer marks it UTF-8). */
export function resetMail(to: string, username: string, link: string, language: Language): MailMessage {
  const t = translator(language);
  return {
    to,
    subject: t('email.passwordReset.subject'),
    text: [
      t('email.passwordReset.greeting', { username }),
      '',
      t('email.passwordReset.intro'),
      '',
      link,
      '',
      t('email.passwordReset.expiry'),
      t('email.passwordReset.ignore'),
      '',
      t('email.passwordReset.signature'),
    ].join('\n'),
  };
}
