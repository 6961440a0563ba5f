// The sign-in page's CSS (placeholder until the Radix subset lands: the app's).
import './app';
