/** The attribute on `<html>` that shows the signed-in calls to action of an `unknown` page. */
export const landingSessionAttribute = { name: 'data-session', signedIn: 'signed-in' } as const;
