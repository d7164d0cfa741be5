/* A service worker with the push part only, registered until the app's own worker replaces it. */
importScripts('/sw-push.js');
