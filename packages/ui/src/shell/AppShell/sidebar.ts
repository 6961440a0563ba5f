/** The sidebar's sizes, its cookie and its keyboard shortcut (ctrl/cmd + the key). */
export const sidebar = {
  width: '16rem',
  widthMobile: '18rem',
  widthIcon: '3rem',
  cookieName: 'sidebar_state',
  cookieMaxAgeSeconds: 60 * 60 * 24 * 7,
  keyboardShortcut: 'b',
} as const;
