// The signup feature's public face: other features import only from here.

export { LazySignupGate as SignupGate } from './components/lazy-signup-gate';
export { SignupModalToggle } from './components/signup-modal-toggle';
