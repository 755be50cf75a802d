/** English texts of the app's shell and of what every screen shares (header, footer, navigation, formats). */
export const common = {
  openAllDay: 'Open 24 hours',
  hours: '{{open}} – {{close}}',
  hoursPastMidnight: '{{open}} – {{close}} (next day)',
  language: 'Language',
} as const;
