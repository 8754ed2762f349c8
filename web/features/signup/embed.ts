// The signup feature's light public face: what public pages embed (the gate, the dialog's
// button). It must stay free of zod schemas and API calls, which load only with the flow
// itself (decision 019i); index.ts carries the heavier pieces members' pages reuse.
export { LazySignupGate as SignupGate, loadSignupGate } from './components/lazy-signup-gate';
export { SignupModalToggle } from './components/signup-modal-toggle';
export { SIGNUP_FLOW_COMPLETE_EVENT } from './events';
