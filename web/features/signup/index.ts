// The signup feature's public face: other features import only from here.

export { SignupGate } from './components/signup-gate';
export { SignupModalToggle } from './components/signup-modal-toggle';
