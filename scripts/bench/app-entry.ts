/**
 * Child-process entry for the app under test: runs `server/main.ts` unchanged. It exists so the
 * bench app has a command line of its own: other people's `pkill -f server/main.ts` while they
 * work on the server must not stop the app in the middle of a measurement.
 */
import '@server/main';
