/** "Sat, 1 Mar 2025, 16:00": an instant as a student in Nigeria reads it (Africa/Lagos), in mails and link previews. */
export const lagosDateTime = new Intl.DateTimeFormat('en-NG', {
  timeZone: 'Africa/Lagos',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
