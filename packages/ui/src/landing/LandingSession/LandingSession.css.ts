import { globalStyle, style } from '@vanilla-extract/css';
import { landingSessionAttribute as attribute } from './attribute';

/**
 * The two versions of a landing call to action, when the page is rendered once for everybody:
 * wrappers that take no box of their own (`display: contents`), switched by the attribute the
 * app's pre-paint script puts on <html> when a session is stored.
 */
export const signedOutOnly = style({ display: 'contents' });
export const signedInOnly = style({ display: 'none' });

const signedIn = `:root[${attribute.name}="${attribute.signedIn}"]`;
globalStyle(`${signedIn} ${signedOutOnly}`, { display: 'none' });
globalStyle(`${signedIn} ${signedInOnly}`, { display: 'contents' });
