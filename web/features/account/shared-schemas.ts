// The shared schemas /profile's forms check before sending, a chunk of their own: they bring zod
// (about 25 KB gzip, and 20 ms of evaluation at 1× on this host), and the page's first render
// checks nothing. Asked for through loadSharedSchemas (decision 023t).
export { passwordChangeBodySchema } from '@common/api/password';
export { emailSchema, updateUserBodySchema } from '@common/api/user';
